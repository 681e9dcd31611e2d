import type { Queryable } from '../database.js';

/** A device stays known for a year after its last sign-in (and its cookie lives as long). */
export const KNOWN_DEVICE_DAYS = 365;

/** Whether the device with this token hash signed in to this account within the last year. */
export async function isKnownDevice(db: Queryable, userId: number, deviceHash: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM known_devices
      WHERE user_id = $1 AND device_hash = $2 AND last_login_at > now() - make_interval(days => $3)`,
    [userId, deviceHash, KNOWN_DEVICE_DAYS],
  );
  return rows.length > 0;
}

/** Records a sign-in to this account on this device (a new device, or a known one seen again). */
export async function rememberDevice(db: Queryable, userId: number, deviceHash: string): Promise<void> {
  await db.query(
    `INSERT INTO known_devices (user_id, device_hash) VALUES ($1, $2)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_login_at = now()`,
    [userId, deviceHash],
  );
}

/** A new password makes every device sign in again before it is trusted (whoever knew the old one included). */
export async function forgetDevices(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM known_devices WHERE user_id = $1', [userId]);
}
