import { z } from 'zod';
import { WITHOUT_CONTROLS } from './printable-text.js';

/**
 * A manifest's absolute URL as the browser resolved it (`new URL(...).href` is ASCII): printable
 * ASCII only, which keeps every stored key under PostgreSQL's index row limit, and any control
 * character out of what an operator's terminal prints.
 */
export const manifestUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[!-~]+$/);

/** A build's version as composition.json gives it (or null): no control character (printable-text.ts). */
export const buildVersion = z.string().max(100).regex(WITHOUT_CONTROLS).nullish();
