import { z } from 'zod';
import { sanitisedHtml } from './fields.js';

/**
 * Response shapes of the content pages and contact channels (docs/api.md#settings-and-content):
 * db/queries/legal-pages.ts and routes/content/contact-info.ts return their z.infer types.
 */

/** A legal or content page; `description` is HTML, served sanitised (lib/stored-html.ts). */
export const legalPage = z.object({ title: z.string(), description: sanitisedHtml() });

/** The store's contact channels, '' for one it does not offer. */
export const contactInfo = z.object({
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  messenger: z.string(),
});

export type LegalPageJson = z.infer<typeof legalPage>;
export type ContactInfo = z.infer<typeof contactInfo>;
