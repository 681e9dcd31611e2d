import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { samplePng } from '../../test-support/sample-files.js';
import type { FormPart, ProbeBody, ProbeRequest } from './request-cases.js';

/** Who is calling: the shopper's token, and the client address the rate limits see. */
export interface Caller {
  shopperToken: string;
  remoteAddress: string;
}

/** Never issued: the server must treat it like no token at all. */
const UNKNOWN_TOKEN = 'probe0000000000000000000000000000000000000000000';
/** Fixed, so that a printed case replays byte for byte. */
const BOUNDARY = '----probe-boundary-5f1c';

const FILE_BYTES: Record<NonNullable<FormPart['file']>['bytes'], () => Buffer> = {
  png: samplePng,
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  random: () => Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 73 + 41) % 256)),
  empty: () => Buffer.alloc(0),
};

function partBytes(part: FormPart): Buffer {
  if (!part.file) {
    return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
  }
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\nContent-Type: ${part.file.contentType}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), FILE_BYTES[part.file.bytes](), Buffer.from('\r\n')]);
}

function multipart(body: Extract<ProbeBody, { kind: 'multipart' }>): { payload: Buffer; contentType: string } {
  const whole = Buffer.concat([...body.parts.map(partBytes), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  if (body.framing === 'no boundary') return { payload: whole, contentType: 'multipart/form-data' };
  const payload = body.framing === 'truncated' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
  return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

function payloadOf(body: ProbeBody | undefined): { payload?: string | Buffer; contentType?: string } {
  if (!body) return {};
  switch (body.kind) {
    case 'json':
      // JSON.stringify(undefined) is undefined: send the literal so the server sees a body.
      return { payload: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
    case 'raw':
      return { payload: body.data, contentType: body.contentType };
    case 'multipart':
      return multipart(body);
  }
}

function authorization(request: ProbeRequest, caller: Caller): string | undefined {
  if (request.identity === 'shopper') return `Bearer ${caller.shopperToken}`;
  if (request.identity === 'unknown token') return `Bearer ${UNKNOWN_TOKEN}`;
  return request.headers.authorization;
}

export function injectOptions(request: ProbeRequest, caller: Caller): InjectOptions {
  const { payload, contentType } = payloadOf(request.body);
  const headers: Record<string, string> = { ...request.headers };
  delete headers.authorization;
  const token = authorization(request, caller);
  if (token !== undefined) headers.authorization = token;
  // A content type among the generated headers deliberately contradicts the body.
  if (contentType && !('content-type' in request.headers)) headers['content-type'] = contentType;
  return {
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: caller.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
}

export function send(app: FastifyInstance, request: ProbeRequest, caller: Caller): Promise<LightMyRequestResponse> {
  return app.inject(injectOptions(request, caller));
}
