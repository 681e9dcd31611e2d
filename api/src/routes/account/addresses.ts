import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAddresses, listAddresses } from '../../db/queries/account-addresses.js';
import { changeAddress, removeAddress, storeAddress } from '../../domain/account-addresses.js';
import { envelope, messageBody, validationErrorBody } from '../../lib/envelope.js';
import { limitOffset } from '../../lib/pagination.js';
import { paginationQuery } from '../../schemas/fields.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { addressJsonBody } from '../../schemas/account.js';
import { addressBody, addressParams } from './schemas.js';

export const ADDRESS_SAVED_MESSAGE = 'account.address_saved';
export const ADDRESS_DELETED_MESSAGE = 'account.address_deleted';

const addressResponse = envelope(z.object({ address: addressJsonBody }));
const tags = ['account'];

/** The shopper's delivery addresses (a 401 here clears the storefront's session: docs/product.md#messages). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'The addresses, default first',
        querystring: paginationQuery,
        response: { 200: envelope(z.object({ total: z.number(), addresses: z.array(addressJsonBody) })) },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { limit, offset } = limitOffset(request.query);
      const [total, addresses] = await Promise.all([countAddresses(app.db, userId), listAddresses(app.db, userId, limit, offset)]);
      return { data: { total, addresses } };
    },
  );

  app.post(
    '/address/store',
    {
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        body: addressBody,
        response: { 200: addressResponse, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { fields, isDefault } = request.body;
      const address = await storeAddress(app.db, sessionUserId(request), fields, isDefault === true);
      return { message: request.t(ADDRESS_SAVED_MESSAGE), data: { address } };
    },
  );

  app.post(
    '/address/:id/update',
    {
      schema: {
        tags,
        summary: 'Change an address (is_default makes it the default)',
        params: addressParams,
        body: addressBody,
        response: { 200: addressResponse, 404: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { fields, isDefault } = request.body;
      const address = await changeAddress(app.db, sessionUserId(request), request.params.id, fields, isDefault);
      return { message: request.t(ADDRESS_SAVED_MESSAGE), data: { address } };
    },
  );

  app.delete(
    '/address/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete an address (refused while an order uses it)',
        params: addressParams,
        // 422: a malformed id (errors) or an address in use (message only).
        response: { 200: messageBody, 404: messageBody, 422: validationErrorBody.partial({ errors: true }) },
      },
    },
    async (request) => {
      await removeAddress(app.db, sessionUserId(request), request.params.id);
      return { message: request.t(ADDRESS_DELETED_MESSAGE) };
    },
  );
};
