/** Colour helpers for the theme palette sent by GET /master. */

export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Mixes `amount` (0..1) of `other` into `base`, channel by channel. */
export function mix(base: Rgb, other: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => base[i]! + (other[i]! - base[i]!) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * Tints (mixed with white) above 500 and shades (mixed with black) below it; 500 is the brand
 * colour itself, as in Tailwind-style palettes the storefront's theme expects.
 */
const SHADE_STEPS: ReadonlyArray<readonly [number, Rgb, number]> = [
  [50, WHITE, 0.92],
  [100, WHITE, 0.84],
  [200, WHITE, 0.68],
  [300, WHITE, 0.48],
  [400, WHITE, 0.24],
  [500, WHITE, 0],
  [600, BLACK, 0.16],
  [700, BLACK, 0.32],
  [800, BLACK, 0.48],
  [900, BLACK, 0.6],
  [950, BLACK, 0.74],
];

export type ThemeColors = { primary: string } & Record<`primary${number}`, string>;

/** `{ primary, primary50 .. primary950 }` computed from one brand colour. */
export function themeShades(primary: string): ThemeColors {
  const base = parseHex(primary);
  const colors: ThemeColors = { primary: toHex(base) };
  for (const [step, towards, amount] of SHADE_STEPS) {
    colors[`primary${step}`] = toHex(mix(base, towards, amount));
  }
  return colors;
}

/** Relative luminance (WCAG), used to pick readable text on generated images. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The brand colour of a store whose settings name none (or a broken one). */
export const DEFAULT_THEME_COLOR = '#EE456B';

/** settings.theme_colors.primary as #RRGGBB, safe to put into a style sheet; the default when missing or malformed. */
export function themeColorOf(settings: Record<string, unknown>): string {
  const primary = (settings.theme_colors as { primary?: unknown } | undefined)?.primary;
  if (typeof primary !== 'string' || !/^#?[0-9a-f]{6}$/i.test(primary.trim())) return DEFAULT_THEME_COLOR;
  return toHex(parseHex(primary));
}

/** White or near-black, whichever has the higher WCAG contrast on `background` (#rrggbb). */
export function readableTextOn(background: string): string {
  const l = luminance(parseHex(background));
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#1d1d1f';
}
