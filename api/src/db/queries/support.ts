import type { Queryable } from '../database.js';

export interface ContactMessage {
  name: string | null;
  phone: string | null;
  subject: string;
  message: string;
}

/** Stores a message of the public contact form (POST /support); returns its id. */
export async function insertContactMessage(db: Queryable, message: ContactMessage): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO contact_messages (name, phone, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [message.name, message.phone, message.subject, message.message],
  );
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
