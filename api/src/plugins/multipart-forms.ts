import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError, Refusal } from '../lib/http-errors.js';
import { MAX_UPLOAD_BYTES, UploadedFile } from '../media/uploads.js';

/**
 * Bounds on any multipart request, whatever the route: a form of the contract has a dozen
 * short fields and at most 5 files of 2 MB, so nothing here needs more. Files over the size
 * limit are cut (not thrown), so that the route's schema can answer 422 naming the field.
 */
const LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 5,
  fields: 30,
  parts: 40,
  // A 5000-character message in 4-byte UTF-8 is 20 000 bytes.
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
};

/** Registered once by the app (for every route, hence `fp`); routes opt in with `preValidation: multipartForm(...)`. */
export const multipartForms = fp(
  async function multipartForms(app: FastifyInstance) {
    await app.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: false });
  },
  { name: 'multipart-forms' },
);

export interface MultipartFormOptions {
  /** The form's file field ('attachments' also arrives as 'attachments[]' or 'attachments[0]'). */
  fileField: string;
  /** 1: the field holds one file; more: a list of up to this many. */
  maxFiles: number;
}

/** 'attachments[]' and 'attachments[2]' are PHP-style names of 'attachments'. */
function baseName(fieldName: string): string {
  return fieldName.replace(/\[\d*\]$/, '');
}

function tooManyFiles({ fileField, maxFiles }: MultipartFormOptions): FieldError {
  return maxFiles === 1
    ? new FieldError(fileField, 'validation.single_file', { field: fileField })
    : new FieldError(fileField, 'validation.max_files', { field: fileField, max: maxFiles });
}

/**
 * A failure to read the form, in the API's error shape: too many files names the file field;
 * too many fields is 413 (a 422 would have to carry `errors` on the routes that declare them);
 * anything else the parser throws — no boundary, a body cut short, a field named __proto__ —
 * means the body is not a readable form: 400, never a 500 (docs/input-robustness.md).
 */
function formError(error: unknown, options: MultipartFormOptions): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(options);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new Refusal('validation.too_many_fields', 413);
  return new Refusal('validation.malformed_form', 400);
}

interface FormContent {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** The first problem met; reading goes on so that the whole request is consumed. */
  problem: Error | null;
}

async function readPart(part: Multipart, options: MultipartFormOptions, form: FormContent): Promise<void> {
  const name = baseName(part.fieldname);
  if (part.type === 'field') {
    if (part.valueTruncated) form.problem ??= new FieldError(name, 'validation.too_long', { field: name });
    form.fields[name] = part.value;
    return;
  }
  const data = await part.toBuffer();
  if (name !== options.fileField) {
    form.problem ??= new FieldError(name, 'validation.no_file', { field: name });
    return;
  }
  // A form's empty file input arrives as a part with no name and no bytes: not an upload.
  if (data.length === 0 && !part.filename) return;
  form.files.push(new UploadedFile(part.filename, data, part.file.truncated));
}

/**
 * preValidation hook of a route whose body may be multipart/form-data: turns the form into a
 * plain body (text fields as strings, the file field as UploadedFile or a list of them) for the
 * route's schema to validate. A JSON body passes untouched (and cannot hold a file).
 */
export function multipartForm(options: MultipartFormOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const form: FormContent = { fields: {}, files: [], problem: null };
    try {
      for await (const part of request.parts({ limits: { files: options.maxFiles } })) await readPart(part, options, form);
    } catch (error) {
      throw formError(error, options);
    }
    if (form.problem) throw form.problem;
    const { fileField, maxFiles } = options;
    const files = maxFiles === 1 ? form.files[0] : form.files;
    request.body = form.files.length ? { ...form.fields, [fileField]: files } : form.fields;
  };
}
