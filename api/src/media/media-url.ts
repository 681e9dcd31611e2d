import { slugify } from '../lib/slug.js';
import type { ImageKind } from './generated-images.js';

export const GENERATED_MEDIA_PREFIX = '/media/generated';

/**
 * Root-relative URL of a generated image, e.g. `/media/generated/product/12-2/classic-oxford-shirt.svg`.
 * Stored in the database as is, so the storefront works from any origin.
 */
export function generatedImageUrl(kind: ImageKind, seed: number | string, name: string, text?: string): string {
  const slug = slugify(name) || 'image';
  const query = text === undefined ? '' : `?text=${encodeURIComponent(text)}`;
  return `${GENERATED_MEDIA_PREFIX}/${kind}/${seed}/${slug}.svg${query}`;
}
