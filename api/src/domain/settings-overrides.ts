import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { englishText } from '../i18n/translate.js';
import { getSettings, setSetting } from '../db/queries/settings.js';
import { contactInfo } from '../schemas/content.js';
import { masterSettings } from '../schemas/master.js';

/**
 * Every setting an operator may set from the environment, each with the schema its readers expect.
 * The store has no admin screen; SETTINGS_OVERRIDES is how a deployment (or a test) turns OTP
 * verification on, activates a social provider or renames the store without touching the database.
 */
const SETTING_SCHEMAS: Record<string, z.ZodType> = {
  ...masterSettings.shape,
  contact_us: contactInfo,
  order_tax_percentage: z.number().min(0).max(100),
};

export const OVERRIDABLE_SETTINGS = Object.keys(SETTING_SCHEMAS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Objects merge key by key (so `{ social_auths: { google: {...} } }` leaves Apple as it is); anything else replaces. */
export function mergeSetting(stored: unknown, override: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeSetting(stored[key], value);
  return merged;
}

/**
 * Checks every override against its setting's schema (after merging into the stored value) before
 * writing any, so a mistake stops the start with the setting named and changes nothing.
 * Returns the keys written.
 */
export async function applySettingsOverrides(db: Queryable, overrides: Record<string, unknown>): Promise<string[]> {
  const keys = Object.keys(overrides);
  if (keys.length === 0) return [];
  const stored = await getSettings(db);
  const values = keys.map((key) => {
    const schema = SETTING_SCHEMAS[key];
    if (!schema) throw new Error(`SETTINGS_OVERRIDES: unknown setting "${key}" (known: ${OVERRIDABLE_SETTINGS.join(', ')})`);
    const result = schema.safeParse(mergeSetting(stored[key], overrides[key]));
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = [key, ...(issue?.path ?? [])].join('.');
      throw new Error(`SETTINGS_OVERRIDES: ${where}: ${englishText(issue?.message) ?? 'invalid value'}`);
    }
    return [key, result.data] as const;
  });
  for (const [key, value] of values) await setSetting(db, key, value);
  return keys;
}
