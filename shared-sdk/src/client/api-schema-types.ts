/**
 * The generated API schema's answers and requests by call (generated/api-schema.ts, from the
 * server's zod schemas): a client type that is the server's shape as it is aliases one of these
 * instead of copying it, so the shape is written once. Client types that differ on purpose stay written out in
 * the *-types.ts modules and are held to the schema by api-type-checks.ts (docs/api.md, "Client
 * types and drift").
 */
import type { paths } from './generated/api-schema';

type Method = 'get' | 'post' | 'delete';
type BodyType = 'application/json' | 'multipart/form-data';

/** The envelope's `data` of a call's 200 JSON answer, e.g. `ApiData<'/api/shops', 'get'>`. */
export type ApiData<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data?: infer Data } } } };
}
  ? NonNullable<Data>
  : never;

/**
 * The body a call takes, JSON unless another type is named, e.g. `ApiBody<'/api/login', 'post'>` or
 * `ApiBody<'/api/update-profile', 'post', 'multipart/form-data'>`.
 */
export type ApiBody<P extends keyof paths, M extends Method, Type extends BodyType = 'application/json'> = paths[P][M] extends {
  requestBody?: { content: { [T in Type]: infer Body } };
}
  ? Body
  : never;

/** The query a call takes, e.g. `ApiQuery<'/api/home', 'get'>`. */
export type ApiQuery<P extends keyof paths, M extends Method> = paths[P][M] extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;
