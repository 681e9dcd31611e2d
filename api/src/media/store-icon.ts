/**
 * The store's square icon (the browser tab's favicon, a phone's home-screen icon, the installed app's
 * icons): the first letter or digit of its name on its theme colour, in white or near-black as reads
 * better; a name that starts with neither a Latin letter nor a digit gets the bag of the store's logo
 * instead. The icon is drawn as SVG, a bold monoline letter being a handful of strokes, and made into
 * PNG at each size by sharp (libvips): no font is needed, and every size is drawn, not scaled.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readableTextOn } from '../lib/color.js';

type Point = readonly [number, number];
/** An open polyline, stroked with round caps and joins. */
type Path = readonly Point[];

/** Points of an elliptical arc, angles in degrees with y downwards (0: right, 90: down), either way round. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(6, Math.ceil(Math.abs(to - from) / 8));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/** A polyline from its points, 'x,y x,y …'. */
function line(points: string): Point[] {
  return points.split(' ').map((point) => point.split(',').map(Number) as [number, number]);
}

/** The upper bowl of P and R. */
const BOWL: Path = [...line('0,1 0,0 0.3,0'), ...arc(0.3, 0.27, 0.27, 0.27, -90, 90), ...line('0,0.54')];

/** Capitals and digits of cap height 1 (y from 0 at the top to 1 at the baseline); centred on their own extent when drawn. */
const GLYPHS: Readonly<Record<string, readonly Path[]>> = {
  A: [line('0,1 0.39,0 0.78,1'), line('0.15,0.62 0.63,0.62')],
  B: [
    [...line('0,0.47 0,0 0.3,0'), ...arc(0.3, 0.235, 0.235, 0.235, -90, 90), ...line('0,0.47')],
    [...line('0,0.47 0.34,0.47'), ...arc(0.34, 0.735, 0.265, 0.265, -90, 90), ...line('0,1 0,0.47')],
  ],
  C: [arc(0.5, 0.5, 0.5, 0.5, 45, 315)],
  D: [[...line('0,1 0,0 0.2,0'), ...arc(0.2, 0.5, 0.5, 0.5, -90, 90), ...line('0,1')]],
  E: [line('0.58,0 0,0 0,1 0.58,1'), line('0,0.5 0.5,0.5')],
  F: [line('0.58,0 0,0 0,1'), line('0,0.5 0.5,0.5')],
  G: [arc(0.5, 0.5, 0.5, 0.5, 0, 315), line('0.55,0.5 1,0.5')],
  H: [line('0,0 0,1'), line('0.7,0 0.7,1'), line('0,0.5 0.7,0.5')],
  I: [line('0,0 0,1')],
  J: [[...line('0.48,0 0.48,0.72'), ...arc(0.24, 0.72, 0.24, 0.28, 0, 180)]],
  K: [line('0,0 0,1'), line('0.62,0 0,0.62'), line('0.21,0.41 0.64,1')],
  L: [line('0,0 0,1 0.55,1')],
  M: [line('0,1 0,0 0.42,0.7 0.84,0 0.84,1')],
  N: [line('0,1 0,0 0.7,1 0.7,0')],
  O: [arc(0.5, 0.5, 0.5, 0.5, 0, 360)],
  P: [BOWL],
  Q: [arc(0.5, 0.5, 0.5, 0.5, 0, 360), line('0.62,0.66 1.02,1.04')],
  R: [BOWL, line('0.28,0.54 0.6,1')],
  S: [[...arc(0.3, 0.25, 0.28, 0.25, -15, -270), ...arc(0.3, 0.75, 0.3, 0.25, -90, 165)]],
  T: [line('0,0 0.7,0'), line('0.35,0 0.35,1')],
  U: [[...line('0,0 0,0.64'), ...arc(0.33, 0.64, 0.33, 0.36, 180, 0), ...line('0.66,0')]],
  V: [line('0,0 0.38,1 0.76,0')],
  W: [line('0,0 0.26,1 0.52,0.3 0.78,1 1.04,0')],
  X: [line('0,0 0.7,1'), line('0.7,0 0,1')],
  Y: [line('0,0 0.36,0.52 0.72,0'), line('0.36,0.52 0.36,1')],
  Z: [line('0,0 0.66,0 0,1 0.66,1')],
  '0': [arc(0.3, 0.5, 0.3, 0.5, 0, 360)],
  '1': [line('0.02,0.22 0.3,0 0.3,1')],
  '2': [[...arc(0.3, 0.29, 0.29, 0.29, -180, 30), ...line('0,1 0.62,1')]],
  '3': [[...arc(0.28, 0.25, 0.27, 0.25, -160, 90), ...arc(0.28, 0.75, 0.3, 0.25, -90, 160)]],
  '4': [line('0.46,1 0.46,0 0,0.68 0.64,0.68')],
  '5': [[...line('0.56,0 0.08,0 0.04,0.45'), ...arc(0.29, 0.69, 0.31, 0.31, -130, 150)]],
  '6': [arc(0.3, 0.7, 0.3, 0.3, 0, 360), arc(0.62, 0.7, 0.62, 0.7, 180, 250)],
  '7': [line('0,0 0.62,0 0.2,1')],
  '8': [arc(0.3, 0.26, 0.25, 0.26, 0, 360), arc(0.3, 0.76, 0.29, 0.24, 0, 360)],
  '9': [arc(0.3, 0.3, 0.3, 0.3, 0, 360), arc(-0.02, 0.3, 0.62, 0.7, 0, 70)],
};

/** What the icon shows: `initial` is one of the drawn letters or digits, or null for the logo's bag. */
export interface StoreIconMark {
  initial: string | null;
  /** #RRGGBB */
  color: string;
}

/** The letter the icon shows for a store name: its first letter or digit, accents dropped, if the icon can draw it. */
export function iconInitial(storeName: string): string | null {
  const first = /[\p{L}\p{N}]/u.exec(storeName.normalize('NFD'))?.[0]?.toUpperCase();
  return first !== undefined && first in GLYPHS ? first : null;
}

/**
 * A short fingerprint of everything the icon is drawn from, for its URL: a new name's initial or a
 * new colour gives a new URL, so each URL can be cached for good. Bump DESIGN when the drawing changes.
 */
const DESIGN = 2;
export function iconVersion(mark: StoreIconMark): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, mark.color, mark.initial]))
    .digest('hex')
    .slice(0, 12);
}

/**
 * How the icon fills its square: `rounded`, a tile with see-through rounded corners (a tab's favicon,
 * the installed app's icon); `square`, filled to its edges (iOS rounds a home-screen icon itself);
 * `maskable`, filled to its edges with the mark inside the middle 80% (the circle a phone's launcher
 * may cut any icon to keeps all of it).
 */
export type IconShape = 'rounded' | 'square' | 'maskable';

const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG path through `points`, each moved by `at`. */
function pathData(path: Path, at: (point: Point) => Point): string {
  return path.map((point, i) => `${i === 0 ? 'M' : 'L'}${at(point).map(round).join(' ')}`).join('');
}

/** The letter's strokes: cap height 56% of the icon (times `scale`), strokes 13%, centred on the letter's own extent. */
function letterSvg(paths: readonly Path[], size: number, scale: number, ink: string): string {
  const points = paths.flat();
  const minX = Math.min(...points.map(([x]) => x));
  const maxX = Math.max(...points.map(([x]) => x));
  const minY = Math.min(...points.map(([, y]) => y));
  const maxY = Math.max(...points.map(([, y]) => y));
  const unit = size * 0.56 * scale;
  const dx = size / 2 - ((minX + maxX) / 2) * unit;
  const dy = size / 2 - ((minY + maxY) / 2) * unit;
  const d = paths.map((path) => pathData(path, ([x, y]) => [x * unit + dx, y * unit + dy])).join('');
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${round(size * 0.13 * scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The logo's bag (media/icons.ts 'bag', in its 100-unit box): a handle, a body, two holes in the background colour; 66% of the icon high (times `scale`). */
function bagSvg(size: number, scale: number, ink: string, background: string): string {
  const unit = (size * 0.66 * scale) / 76;
  const at = ([ux, uy]: Point): Point => [size / 2 + (ux - 50) * unit, size / 2 + (uy - 52) * unit];
  const handle = pathData([...line('34,38 34,30'), ...arc(50, 30, 16, 16, 180, 360), ...line('66,38')], at);
  const body = `${pathData(line('20,38 80,38 86,90 14,90'), at)}Z`;
  const holes = line('36,50 64,50')
    .map(at)
    .map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="${round(3.5 * unit)}" fill="${background}"/>`);
  return [
    `<path d="${handle}" fill="none" stroke="${ink}" stroke-width="${round(6 * unit)}" stroke-linecap="round"/>`,
    `<path d="${body}" fill="${ink}"/>`,
    ...holes,
  ].join('');
}

/** The icon as an SVG document of `size` pixels. */
export function storeIconSvg(mark: StoreIconMark, size: number, shape: IconShape): string {
  const ink = readableTextOn(mark.color);
  const scale = shape === 'maskable' ? 0.8 : 1;
  const glyph = mark.initial === null ? undefined : GLYPHS[mark.initial];
  const radius = shape === 'rounded' ? round(size * 0.22) : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${mark.color}"/>`,
    glyph ? letterSvg(glyph, size, scale, ink) : bagSvg(size, scale, ink, mark.color),
    '</svg>',
  ].join('');
}

/** The icon as a PNG of `size` pixels. */
export function renderStoreIcon(mark: StoreIconMark, size: number, shape: IconShape): Promise<Buffer> {
  return sharp(Buffer.from(storeIconSvg(mark, size, shape)))
    .png()
    .toBuffer();
}
