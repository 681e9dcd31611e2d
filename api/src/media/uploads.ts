import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { insertMediaFile } from '../db/queries/media-files.js';
import { fieldMessage } from '../lib/validation-messages.js';
import { detectFileKind, FILE_KIND_MIME, type FileKind } from './file-signature.js';

/** Every upload of the contract (profile photo, ticket attachment) is at most 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOADS_PREFIX = '/media/uploads';

/** `<token>.<kind>`: 32 random bytes, base64url, so a URL cannot be guessed from another. */
export const UPLOAD_FILE_NAME = /^([A-Za-z0-9_-]{43})\.(png|jpg|gif|pdf)$/;

/**
 * A file part of a multipart form, as plugins/multipart-forms.ts hands it to the body schema.
 * A class, so a JSON body can never pass for an upload.
 */
export class UploadedFile {
  constructor(
    readonly fileName: string,
    readonly data: Buffer,
    /** Cut at the size limit: the file was larger than MAX_UPLOAD_BYTES. */
    readonly truncated: boolean,
  ) {}
}

/** An upload that passed its schema: its kind is known from its content. */
export interface CheckedUpload {
  fileName: string;
  data: Buffer;
  kind: FileKind;
}

const KILOBYTES = MAX_UPLOAD_BYTES / 1024;

function isOneOf(data: Buffer, kinds: readonly FileKind[]): boolean {
  const kind = detectFileKind(data);
  return kind !== null && kinds.includes(kind);
}

/**
 * Body schema of a file field accepting `kinds`, checked by content; errors name the field
 * (Laravel's wording, which the storefront already shows).
 */
export function uploadedFile(kinds: readonly FileKind[]) {
  return (
    z
      .instanceof(UploadedFile, { error: (issue) => fieldMessage('validation.file', issue) })
      .refine((file) => !file.truncated, {
        error: (issue) => fieldMessage('validation.file_size', issue, { kilobytes: KILOBYTES }),
        abort: true,
      })
      .refine((file) => isOneOf(file.data, kinds), {
        error: (issue) => fieldMessage('validation.file_type', issue, { types: kinds.join(', ') }),
      })
      // The refinement above has checked the kind: it is one of `kinds`, never null.
      .transform((file): CheckedUpload => ({ fileName: file.fileName, data: file.data, kind: detectFileKind(file.data)! }))
      .meta({ type: 'string', format: 'binary', description: `${kinds.join(', ')}; at most ${KILOBYTES} KB` })
  );
}

/** Public URL of a stored upload. */
export function uploadUrl(token: string, kind: FileKind): string {
  return `${UPLOADS_PREFIX}/${token}.${kind}`;
}

/** `<token>.<kind>` taken apart, or null when the name is not one of ours. */
export function parseUploadFileName(fileName: string): { token: string; kind: FileKind } | null {
  const match = UPLOAD_FILE_NAME.exec(fileName);
  return match ? { token: match[1]!, kind: match[2] as FileKind } : null;
}

/** The token of one of our upload URLs, or null for anything else (a generated image, a CDN URL). */
export function uploadToken(url: string | null): string | null {
  if (!url?.startsWith(`${UPLOADS_PREFIX}/`)) return null;
  return parseUploadFileName(url.slice(UPLOADS_PREFIX.length + 1))?.token ?? null;
}

/**
 * The client's file name as a display name only (ticket attachments return it, downloads are
 * offered under it): harmless characters, and always the extension of the sniffed kind, so that
 * 'invoice.html' holding a PNG is kept and offered as 'invoice.png' (docs/input-robustness.md).
 */
export function displayFileName(name: string, kind: FileKind): string {
  // Bounded first: no pattern below ever sees more than a file name's worth of the client's text.
  const cleaned = name
    .slice(0, MAX_CLIENT_FILE_NAME)
    .replace(/[^\w.\- ]+/g, '_')
    .trim();
  const lastDot = cleaned.lastIndexOf('.');
  const stem = withoutTrailing(lastDot >= 0 ? cleaned.slice(0, lastDot) : cleaned, '. ').slice(0, 90);
  return `${stem || 'file'}.${kind}`;
}

/** The longest client file name read (most file systems allow 255 bytes). */
const MAX_CLIENT_FILE_NAME = 255;

/**
 * `text` without the characters of `chars` at its end. A loop, not /[. ]+$/: that pattern tries
 * every start in a long run of spaces and scans it each time: quadratic in the run's length
 * (docs/input-robustness.md, "Patterns that read client text are linear").
 */
function withoutTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** Stores a checked upload for `ownerUserId`; returns its id and public URL. */
export async function storeUpload(db: Queryable, ownerUserId: number, upload: CheckedUpload): Promise<{ id: number; url: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = await insertMediaFile(db, {
    token,
    ownerUserId,
    fileName: displayFileName(upload.fileName, upload.kind),
    mimeType: FILE_KIND_MIME[upload.kind],
    content: upload.data,
  });
  return { id, url: uploadUrl(token, upload.kind) };
}
