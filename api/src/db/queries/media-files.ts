import type { Queryable } from '../database.js';

export interface NewMediaFile {
  token: string;
  ownerUserId: number;
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface StoredMediaFile {
  id: number;
  file_name: string;
  mime_type: string;
  content: Buffer;
  /** The owner's current profile photo: shown to everyone beside their reviews. */
  is_profile_photo: boolean;
  /** A profile photo since replaced, still served until housekeeping deletes it. */
  replaced: boolean;
}

/** Stores an upload's bytes (every API instance serves them from the database); returns its id. */
export async function insertMediaFile(db: Queryable, file: NewMediaFile): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO media_files (token, owner_user_id, file_name, mime_type, size_bytes, content)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [file.token, file.ownerUserId, file.fileName, file.mimeType, file.content.length, file.content],
  );
  if (!row) throw new Error('media file was not stored');
  return row.id;
}

export async function findMediaFile(db: Queryable, token: string): Promise<StoredMediaFile | null> {
  const [row] = await db.query<Omit<StoredMediaFile, 'content'> & { content: Uint8Array }>(
    `SELECT f.id, f.file_name, f.mime_type, f.content,
            EXISTS (SELECT 1 FROM users u WHERE u.id = f.owner_user_id AND strpos(u.profile_photo, '/' || f.token || '.') > 0) AS is_profile_photo,
            f.replaced_at IS NOT NULL AS replaced
       FROM media_files f WHERE f.token = $1`,
    [token],
  );
  if (!row) return null;
  // pg gives a Buffer, PGlite a Uint8Array: wrap the latter without copying.
  const { content } = row;
  return { ...row, content: Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
}

/**
 * Marks an upload of this user replaced (a profile photo they changed); another user's file is left
 * alone. It is still served, so a device holding the old user object shows no broken image, until
 * housekeeping deletes it (db/queries/housekeeping.ts).
 */
export async function retireOwnedMediaFile(db: Queryable, token: string, ownerUserId: number): Promise<void> {
  await db.query('UPDATE media_files SET replaced_at = now() WHERE token = $1 AND owner_user_id = $2 AND replaced_at IS NULL', [
    token,
    ownerUserId,
  ]);
}
