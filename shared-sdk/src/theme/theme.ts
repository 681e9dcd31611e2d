import { THEME_SHADES, type Direction, type ThemeColors, type ThemeShade } from '../client/api-types';

export type PrimaryScale = Record<ThemeShade, string>;

export interface StoreTheme {
  direction: Direction;
  colors: {
    primary: string;
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
  50: 0.92, 100: 0.84, 200: 0.68, 300: 0.5, 400: 0.26, 500: 0, 600: -0.14, 700: -0.3, 800: -0.46, 900: -0.6, 950: -0.75,
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

export function buildTheme(colors: ThemeColors | undefined, direction: Direction): StoreTheme {
  return {
    direction,
    colors: {
      primary: colors?.primary || DEFAULT_PRIMARY,
      primaryScale: primaryScale(colors),
      text: '#1f2937',
      muted: '#6b7280',
      border: '#e5e7eb',
      surface: '#ffffff',
      background: '#f8fafc',
      danger: '#dc2626',
      success: '#16a34a',
    },
    breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
    radius: '8px',
  };
}

/** CSS custom properties for the primary scale, so plain CSS can use var(--primary-500) too. */
export function themeCssVariables(theme: StoreTheme): Record<string, string> {
  const vars: Record<string, string> = { '--primary': theme.colors.primary };
  for (const shade of THEME_SHADES) vars[`--primary-${shade}`] = theme.colors.primaryScale[shade];
  return vars;
}
