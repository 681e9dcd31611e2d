/**
 * What an uploaded file really is, read from its first bytes: the name and the declared type
 * come from the client and prove nothing (a script named photo.png stays a script).
 */
export type FileKind = 'png' | 'jpg' | 'gif' | 'pdf';

export const FILE_KIND_MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const SIGNATURES: ReadonlyArray<[FileKind, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['gif', [...Buffer.from('GIF87a')]],
  ['gif', [...Buffer.from('GIF89a')]],
  ['pdf', [...Buffer.from('%PDF-')]],
];

export function detectFileKind(data: Uint8Array): FileKind | null {
  const match = SIGNATURES.find(([, magic]) => magic.length <= data.length && magic.every((byte, i) => data[i] === byte));
  return match?.[0] ?? null;
}

/** The kind stored under this MIME type (media_files.mime_type), or null for a foreign one. */
export function kindOfMime(mime: string): FileKind | null {
  const entry = Object.entries(FILE_KIND_MIME).find(([, type]) => type === mime);
  return entry ? (entry[0] as FileKind) : null;
}
