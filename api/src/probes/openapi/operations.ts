import type { FastifyInstance } from 'fastify';

/**
 * The API's own OpenAPI document, read through the app (GET /api/openapi.json), as a list of
 * operations the probes drive. Reading the served document rather than a list kept in the tests
 * means a new route is probed the day it is registered.
 */

/** The subset of JSON Schema (OpenAPI 3.0 dialect) that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

export type ParameterPlace = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterPlace;
  required: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by content type ('application/json', 'multipart/form-data'). */
  bodies: Partial<Record<BodyType, JsonSchema>>;
  bodyRequired: boolean;
  /** Response schemas by status code; undefined where the status is documented without a JSON body. */
  responses: Map<number, JsonSchema | undefined>;
  /** Marked with bearer security: a guest is expected to get 401. */
  signedIn: boolean;
}

export type BodyType = 'application/json' | 'multipart/form-data';

interface RawOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export async function fetchOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

function toOperation(path: string, method: HttpMethod, raw: RawOperation): Operation {
  const parameters = (raw.parameters ?? [])
    .filter((p): p is Parameter & { in: ParameterPlace } => ['path', 'query', 'header'].includes(p.in))
    .map((p) => ({ name: p.name, in: p.in, required: p.required ?? p.in === 'path', schema: p.schema ?? {} }));
  const content = raw.requestBody?.content ?? {};
  const bodies: Operation['bodies'] = {};
  for (const type of ['application/json', 'multipart/form-data'] as const) {
    if (content[type]) bodies[type] = content[type].schema;
  }
  const responses = new Map<number, JsonSchema | undefined>();
  for (const [status, answer] of Object.entries(raw.responses ?? {})) {
    responses.set(Number(status), answer.content?.['application/json']?.schema);
  }
  return {
    method,
    path,
    parameters,
    bodies,
    bodyRequired: raw.requestBody?.required ?? false,
    responses,
    signedIn: (raw.security ?? []).length > 0,
  };
}

/** Every documented operation, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (METHODS.has(upper)) operations.push(toOperation(path, upper as HttpMethod, raw));
    }
  }
  return operations;
}

export function operationName(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/** The path with its placeholders filled (values already URL-encoded by the caller). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}
