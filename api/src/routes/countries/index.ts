import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from '../../db/queries/countries.js';
import { envelope } from '../../lib/envelope.js';
import { country } from '../../schemas/countries.js';

const response = envelope(z.object({ countries: z.array(country) }));

/**
 * GET /countries: for the phone code pickers of registration and forgot-password, named in the
 * request's language and, for the picker's search, in all the store's languages.
 */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    { schema: { tags: ['settings'], summary: 'Countries with phone codes', response: { 200: response } } },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['countries', 'languages'] }, async () => ({
        data: { countries: await listCountries(app.db, request.locale, app.storeLanguages.codes()) },
      })),
  );
};
