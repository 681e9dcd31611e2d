import { THEME_SHADES, type Direction, type ThemeColors, type ThemeShade } from '../client/api-types';

export type PrimaryScale = Record<ThemeShade, string>;

export interface StoreTheme {
  direction: Direction;
  colors: {
    /**
     * The store's primary as text and fills use it: the settings' colour, or the first darker shade
     * that reads at 4.5:1 against white (WCAG AA), so prices, links and white-on-primary buttons
     * stay legible whatever colour the store picked.
     */
    primary: string;
    /** The settings' colour itself, for decoration only (borders, large backgrounds). */
    brand: string;
    primaryScale: PrimaryScale;
    text: string;
    muted: string;
    border: string;
    surface: string;
    background: string;
    danger: string;
    success: string;
  };
  /** Breakpoints (min-width, px) shared by every package; the mega-menu grid uses all of them. */
  breakpoints: { sm: number; md: number; lg: number; xl: number; xxl: number };
  radius: string;
}

export const DEFAULT_PRIMARY = '#EE456B';

function hexToRgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m || !m[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(hex: string, target: [number, number, number], weight: number): string {
  const rgb = hexToRgb(hex) ?? [238, 69, 107];
  const out = rgb.map((c, i) => Math.round(c + ((target[i] ?? 0) - c) * weight));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Fills shades the server left out by mixing the primary with white (light) or black (dark). */
const SHADE_MIX: Record<ThemeShade, number> = {
  50: 0.92,
  100: 0.84,
  200: 0.68,
  300: 0.5,
  400: 0.26,
  500: 0,
  600: -0.14,
  700: -0.3,
  800: -0.46,
  900: -0.6,
  950: -0.75,
};

export function primaryScale(colors: ThemeColors | undefined): PrimaryScale {
  const primary = colors?.primary || DEFAULT_PRIMARY;
  const scale = {} as PrimaryScale;
  for (const shade of THEME_SHADES) {
    const given = colors?.[`primary${shade}`];
    const weight = SHADE_MIX[shade];
    scale[shade] = given || (weight >= 0 ? mix(primary, [255, 255, 255], weight) : mix(primary, [0, 0, 0], -weight));
  }
  return scale;
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const rgb = hexToRgb(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a colour against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const AA_TEXT = 4.5;

/** The primary, or the first darker shade of its scale that reaches AA contrast with white. */
export function legiblePrimary(primary: string, scale: PrimaryScale): string {
  const candidates = [primary, scale[600], scale[700], scale[800], scale[900], scale[950]];
  return candidates.find((c) => contrastWithWhite(c) >= AA_TEXT) ?? '#000000';
}

export function buildTheme(colors: ThemeColors | undefined, direction: Direction): StoreTheme {
  const brand = colors?.primary || DEFAULT_PRIMARY;
  const scale = primaryScale(colors);
  return {
    direction,
    colors: {
      primary: legiblePrimary(brand, scale),
      brand,
      primaryScale: scale,
      // Text colours reach 4.5:1 on white (WCAG AA): muted is gray-600, success green-700.
      text: '#1f2937',
      muted: '#4b5563',
      border: '#e5e7eb',
      surface: '#ffffff',
      background: '#f8fafc',
      danger: '#dc2626',
      success: '#15803d',
    },
    breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
    radius: '8px',
  };
}

/** CSS custom properties for the primary scale, the text and the background, so plain CSS can use var(--primary-500) too. */
export function themeCssVariables(theme: StoreTheme): Record<string, string> {
  const vars: Record<string, string> = {
    '--primary': theme.colors.primary,
    '--text': theme.colors.text,
    '--background': theme.colors.background,
  };
  for (const shade of THEME_SHADES) vars[`--primary-${shade}`] = theme.colors.primaryScale[shade];
  return vars;
}
