import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Refusal } from '../lib/http-errors.js';
import { installErrorHandler } from './error-handler.js';

let app: FastifyInstance;
before(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const fieldErrors = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });
  app.get('/refuses', { schema: { response: { 422: fieldErrors } } }, () => {
    throw new Refusal('validation.too_many_fields');
  });
  await app.ready();
});
after(() => app?.close());

describe('error answers', () => {
  it('keep the API error shape even when a route documents a narrower one for the status', async () => {
    const response = await app.inject({ url: '/refuses' });
    assert.equal(response.statusCode, 422, response.body);
    assert.deepEqual(response.json(), { message: 'The form has too many fields.' });
  });
});
