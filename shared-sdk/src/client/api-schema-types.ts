/**
 * The generated API schema's answers by call (generated/api-schema.ts, from the server's zod
 * schemas): a client type that is the server's shape as it is aliases one of these instead of
 * copying it, so the shape is written once. Client types that differ on purpose stay written out in
 * the *-types.ts modules and are held to the schema by api-type-checks.ts (docs/api.md, "Client
 * types and drift").
 */
import type { paths } from './generated/api-schema';

type Method = 'get' | 'post' | 'delete';

/** The envelope's `data` of a call's 200 JSON answer, e.g. `ApiData<'/api/shops', 'get'>`. */
export type ApiData<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data?: infer Data } } } };
}
  ? NonNullable<Data>
  : never;

/** The JSON body a call takes, e.g. `ApiBody<'/api/login', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
