import fc from 'fast-check';
import { extraFieldName, hostileText, hostileValue, malformedBody } from './hostile-values.js';
import { fillPath, type JsonSchema, type Operation, type Parameter } from './operations.js';
import { validValue, type KnownValues } from './valid-values.js';

/**
 * One generated request to one operation, kept as plain data so that fast-check prints it in
 * full when a case fails (the printed case is the reproduction).
 */
export type Identity = 'guest' | 'shopper' | 'unknown token';

export interface FormPart {
  name: string;
  value: string;
  /** Set for a file part. */
  file?: { fileName: string; contentType: string; bytes: 'png' | 'pdf' | 'random' | 'empty' };
}

export type ProbeBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; data: string | Buffer }
  | { kind: 'multipart'; parts: FormPart[]; framing: 'whole' | 'no boundary' | 'truncated' };

export interface ProbeRequest {
  identity: Identity;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  body?: ProbeBody;
}

/** Header text as it can arrive over HTTP/1.1: printable Latin-1, no line breaks. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

/**
 * encodeURIComponent, except that a lone surrogate (no UTF-8 exists for it) goes out as the
 * bytes a careless client would send for it: three bytes that are not valid UTF-8.
 */
export function encodeSegment(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function pathSegment(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(parameter.schema, known).map((value) => encodeSegment(asText(value))), weight: 6 },
    { arbitrary: hostileText.map(encodeSegment), weight: 3 },
    // Escapes that do not decode, dot segments, an empty segment.
    { arbitrary: fc.constantFrom('%', '%zz', '%C0%AE', '..', '.', '', '%2e%2e%2f'), weight: 1 },
  );
}

/** Documented parameters, all valid or all but one; now and then an unknown or repeated one on top. */
function queryString(parameters: Parameter[], known: KnownValues): fc.Arbitrary<string> {
  const valid = fc.record(Object.fromEntries(parameters.map((p) => [p.name, validValue(p.schema, known)])), { requiredKeys: [] });
  const oneHostile = fc
    .tuple(valid, fc.constantFrom(...parameters.map((p) => p.name)), hostileValue)
    .map(([values, name, value]) => ({ ...values, [name]: value }));
  const names = fc.oneof(extraFieldName, fc.constantFrom(...parameters.map((p) => p.name)));
  const extra = fc.oneof(
    { arbitrary: fc.constant([]), weight: 4 },
    { arbitrary: fc.array(fc.tuple(names, hostileText), { minLength: 1, maxLength: 2 }), weight: 1 },
  );
  return fc.tuple(fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: oneHostile, weight: 2 }), extra).map(([values, extras]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
    }
    for (const [name, value] of extras) search.append(name, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

function headerValues(parameters: Parameter[], known: KnownValues): fc.Arbitrary<Record<string, string>> {
  const documented = Object.fromEntries(parameters.map((p) => [p.name, fc.oneof(validValue(p.schema, known).map(asText), headerText)]));
  const common = {
    'accept-language': fc.oneof(fc.constantFrom('en', 'ar', 'ar-IQ,ar;q=0.9,en;q=0.1', '*', 'xx', ';q=abc'), headerText),
    'x-requested-with': fc.constant('XMLHttpRequest'),
    // Sent by guests only (a shopper's case carries the shopper's token): tokens that are not tokens.
    authorization: fc.oneof(fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'bearer x.y.z'), headerText),
  };
  return fc.record({ ...documented, ...common }, { requiredKeys: ['x-requested-with'] });
}

/** Now and then a content type that contradicts the body. */
const contentTypeOverride = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 15 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/json; charset=latin1',
      'multipart/form-data',
      'application/json; boundary=x',
    ),
    weight: 1,
  },
);

/** The body's object with one defect: a required field gone, one field hostile, or a field added. */
function mutatedObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const valid = validValue(schema, known) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const defects: Array<fc.Arbitrary<unknown>> = [
    fc.tuple(valid, extraFieldName, hostileValue).map(([body, key, value]) => ({ ...body, [key]: value })),
  ];
  if (keys.length) {
    defects.push(fc.tuple(valid, fc.constantFrom(...keys), hostileValue).map(([body, key, value]) => ({ ...body, [key]: value })));
  }
  if (required.length) {
    defects.push(
      fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([body, key]) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))),
    );
  }
  return fc.oneof(...defects);
}

function jsonBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<ProbeBody> {
  return fc.oneof(
    { arbitrary: validValue(schema, known).map((value): ProbeBody => ({ kind: 'json', value })), weight: 5 },
    { arbitrary: mutatedObject(schema, known).map((value): ProbeBody => ({ kind: 'json', value })), weight: 4 },
    { arbitrary: hostileValue.map((value): ProbeBody => ({ kind: 'json', value })), weight: 1 },
    { arbitrary: malformedBody.map((data): ProbeBody => ({ kind: 'raw', contentType: 'application/json', data })), weight: 1 },
  );
}

function fileOf(fileName: string): fc.Arbitrary<FormPart['file']> {
  return fc.record({
    fileName: fc.oneof(
      fc.constantFrom(`${fileName}.png`, `${fileName}.pdf`, '../../x.png', 'a"b.png', ''),
      headerText.map((text) => text.slice(0, 40)),
    ),
    contentType: fc.constantFrom('image/png', 'application/pdf', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    bytes: fc.constantFrom('png', 'pdf', 'random', 'empty'),
  });
}

function isFileField(schema: JsonSchema): boolean {
  return schema.format === 'binary' || schema.items?.format === 'binary';
}

/** Form parts from a (valid or mutated) object: text fields as text, file fields as files. */
function multipartBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<ProbeBody> {
  const properties = schema.properties ?? {};
  const fileFields = Object.keys(properties).filter((key) => isFileField(properties[key]!));
  const textSchema: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !fileFields.includes(key))),
  };
  const fields = fc.oneof(
    { arbitrary: validValue(textSchema, known), weight: 3 },
    { arbitrary: mutatedObject(textSchema, known), weight: 2 },
  );
  const files = fc.array(fc.record({ name: fc.constantFrom(...fileFields, 'upload'), file: fileOf('upload') }), { maxLength: 3 });
  const framing = fc.constantFrom<Array<'whole' | 'no boundary' | 'truncated'>>(
    'whole',
    'whole',
    'whole',
    'whole',
    'no boundary',
    'truncated',
  );
  return fc.tuple(fields, files, framing).map(([object, fileParts, frame]): ProbeBody => {
    const parts: FormPart[] = Object.entries((object ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: asText(item) })),
    );
    for (const { name, file } of fileParts) parts.push({ name, value: '', file });
    return { kind: 'multipart', parts, framing: frame };
  });
}

function bodyOf(operation: Operation, known: KnownValues): fc.Arbitrary<ProbeBody | undefined> {
  const options: Array<fc.WeightedArbitrary<ProbeBody | undefined>> = [{ arbitrary: fc.constant(undefined), weight: 1 }];
  const json = operation.bodies['application/json'];
  const multipart = operation.bodies['multipart/form-data'];
  if (json) options.push({ arbitrary: jsonBody(json, known), weight: 10 });
  if (multipart) options.push({ arbitrary: multipartBody(multipart, known), weight: 10 });
  if (json || multipart) {
    const wrongType = fc.tuple(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
      fc.string({ maxLength: 40 }),
    );
    options.push({ arbitrary: wrongType.map(([contentType, data]): ProbeBody => ({ kind: 'raw', contentType, data })), weight: 1 });
  } else if (operation.method !== 'GET') {
    options.push({ arbitrary: jsonBody({}, known), weight: 1 });
  }
  return fc.oneof(...options);
}

/** Every kind of request the probes send to `operation`. */
export function requestCases(operation: Operation, known: KnownValues): fc.Arbitrary<ProbeRequest> {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const inHeader = operation.parameters.filter((p) => p.in === 'header');
  const segments = fc.record(Object.fromEntries(inPath.map((p) => [p.name, pathSegment(p, known)])));
  return fc
    .record({
      identity: fc.constantFrom<Identity>('shopper', 'shopper', 'guest', 'unknown token'),
      segments,
      query: inQuery.length ? queryString(inQuery, known) : fc.constantFrom('', '', '', '?x=%00', '?page=-1'),
      headers: headerValues(inHeader, known),
      contentType: contentTypeOverride,
      body: bodyOf(operation, known),
    })
    .map(({ identity, segments: values, query, headers, contentType, body }) => ({
      identity,
      method: operation.method,
      url: fillPath(operation.path, values) + query,
      headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
      ...(body ? { body } : {}),
    }));
}
