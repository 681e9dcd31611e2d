import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Refusal } from '../lib/http-errors.js';
import { errorHandler, toFieldErrors } from './error-handler.js';

let app: FastifyInstance;
before(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
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
    assert.match(String(response.headers['content-type']), /^application\/json/);
  });

  it('list a field named like an Object.prototype member as any other field', () => {
    const say = (message: { id: string }) => message.id;
    const errors = toFieldErrors(
      [
        { instancePath: '/constructor', message: 'bad' },
        { instancePath: '/__proto__', message: 'worse' },
      ],
      say as never,
    );
    assert.equal(JSON.stringify(errors), '{"constructor":["bad"],"__proto__":["worse"]}');
  });
});
