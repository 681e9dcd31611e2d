import type { Queryable } from '../database.js';

export interface ContactMessage {
  name: string | null;
  phone: string | null;
  /** Where to answer a guest; a signed-in shopper is answered through their account. */
  email: string | null;
  /** The signed-in shopper who wrote, null for a guest. */
  userId: number | null;
  subject: string;
  message: string;
}

/** Stores a message of the public contact form (POST /support); returns its id. */
export async function insertContactMessage(db: Queryable, message: ContactMessage): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO contact_messages (name, phone, email, user_id, subject, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [message.name, message.phone, message.email, message.userId, message.subject, message.message],
  );
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
