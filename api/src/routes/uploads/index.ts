import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findMediaFile, type StoredMediaFile } from '../../db/queries/media-files.js';
import { Refusal } from '../../lib/http-errors.js';
import { FILE_KIND_MIME, type FileKind } from '../../media/file-signature.js';
import { displayFileName, parseUploadFileName, UPLOAD_FILE_NAME, UPLOADS_PREFIX } from '../../media/uploads.js';

const params = z.object({
  file: z.string().regex(UPLOAD_FILE_NAME, messageToken('validation.upload_file', { field: 'file' })),
});

/**
 * Images show inline; a PDF is downloaded, so that it never renders as a page of our origin.
 * The offered name always ends in the file's real type, whatever an older row holds.
 */
function disposition(kind: FileKind, fileName: string): string {
  const type = kind === 'pdf' ? 'attachment' : 'inline';
  return `${type}; filename="${displayFileName(fileName, kind)}"`;
}

/**
 * A profile photo is public (it shows beside reviews) and its name is never reused, so any cache
 * may keep it for a year; a replaced one a day (housekeeping deletes it after 30); anything else
 * (ticket attachments) is for its reader only.
 */
function cacheControl(file: StoredMediaFile): string {
  if (file.is_profile_photo) return 'public, max-age=31536000, immutable';
  return file.replaced ? 'public, max-age=86400' : 'private, no-store';
}

/**
 * GET /media/uploads/{token}.{ext}: profile photos and ticket attachments, read from the
 * database so that any instance can answer. The URL itself is the capability: a link opened in a
 * tab carries no bearer token, so the owner cannot be checked; its token has 256 random bits
 * (docs/input-robustness.md). A replaced profile photo keeps answering until housekeeping
 * deletes it, so another device still showing it gets no broken image.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${UPLOADS_PREFIX}/:file`,
    { schema: { tags: ['media'], summary: 'An uploaded file (profile photo, ticket attachment)', params } },
    async (request, reply) => {
      const name = parseUploadFileName(request.params.file);
      const stored = name ? await findMediaFile(app.db, name.token) : null;
      if (!name || !stored || stored.mime_type !== FILE_KIND_MIME[name.kind]) throw new Refusal('http.file_not_found', 404);
      return (
        reply
          .type(stored.mime_type)
          .header('cache-control', cacheControl(stored))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', disposition(name.kind, stored.file_name))
          // Opened directly, an upload is a document of our origin: let it run nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stored.content)
      );
    },
  );
};
