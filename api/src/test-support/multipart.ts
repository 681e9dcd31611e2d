import { randomBytes } from 'node:crypto';

export interface FormFile {
  fileName: string;
  data: Buffer;
  /** What the client claims; the server must not believe it. Default application/octet-stream. */
  contentType?: string;
}

export type FormValue = string | number | FormFile;

/**
 * A multipart/form-data body for `app.inject`, as a browser's FormData would send it.
 * Repeat a field by passing a list.
 */
export function multipartBody(fields: Record<string, FormValue | FormValue[]>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, raw] of Object.entries(fields)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (typeof value === 'object') {
        chunks.push(
          Buffer.from(
            `Content-Disposition: form-data; name="${name}"; filename="${value.fileName}"\r\n` +
              `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          value.data,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
