/** The server's upload limit for profile photos and ticket attachments: 2 MB (docs/product.md#limits). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export type UploadKind = 'png' | 'jpg' | 'gif' | 'pdf';

const MIME_TYPES: Record<UploadKind, string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
};

const EXTENSIONS: Record<UploadKind, string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  pdf: ['pdf'],
};

/** The `accept` attribute of a file input taking these kinds (types and extensions). */
export function acceptOf(kinds: readonly UploadKind[]): string {
  return kinds.flatMap((kind) => [...MIME_TYPES[kind], ...EXTENSIONS[kind].map((ext) => `.${ext}`)]).join(',');
}

/**
 * Whether a chosen file looks like one of `kinds`, by its type or, when the browser gives none,
 * its extension. The server checks the bytes; this only spares the shopper a round trip.
 */
export function isKindOf(file: File, kinds: readonly UploadKind[]): boolean {
  const type = file.type.toLowerCase();
  if (type) return kinds.some((kind) => MIME_TYPES[kind].includes(type));
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return kinds.some((kind) => EXTENSIONS[kind].includes(ext));
}

export function isTooLarge(file: File): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

/** The first message of the server's errors for a file list ('attachments', 'attachments.0', ...). */
export function fileListError(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`) || k.startsWith(`${field}[`));
  return key ? errors[key] : undefined;
}
