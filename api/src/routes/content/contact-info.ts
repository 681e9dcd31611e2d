import type { Queryable } from '../../db/database.js';
import { getSettings } from '../../db/queries/settings.js';
import type { ContactInfo } from '../../schemas/content.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The `contact_us` setting, field by field: a missing or malformed field falls back to the store's
 * general `mobile` / `email` settings, then to ''. A store without the setting still answers.
 */
export function readContactInfo(settings: Record<string, unknown>): ContactInfo {
  const stored = settings.contact_us;
  const contact: Record<string, unknown> = stored !== null && typeof stored === 'object' ? { ...stored } : {};
  return {
    phone: text(contact.phone) ?? text(settings.mobile) ?? '',
    email: text(contact.email) ?? text(settings.email) ?? '',
    whatsapp: text(contact.whatsapp) ?? '',
    messenger: text(contact.messenger) ?? '',
  };
}

export async function loadContactInfo(db: Queryable): Promise<ContactInfo> {
  return readContactInfo(await getSettings(db));
}
