/**
 * The store's square icon (the browser tab's favicon, a phone's home-screen icon), drawn as pixels
 * from its settings: the first letter or digit of its name on its theme colour, in white or
 * near-black as reads better; a name that starts with neither a Latin letter nor a digit gets the
 * bag of the store's logo instead. Drawn here, stroke by stroke, because a favicon and an
 * apple-touch-icon must be bitmaps and the API has no library that rasterises SVG or fonts; a bold
 * monoline letter is a handful of strokes.
 */
import { createHash } from 'node:crypto';
import { parseHex, readableTextOn, type Rgb } from '../lib/color.js';

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
const DESIGN = 1;
export function iconVersion(mark: StoreIconMark): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, mark.color, mark.initial]))
    .digest('hex')
    .slice(0, 12);
}

/** A straight piece of a stroke, [ax, ay, bx, by]. */
type Segment = readonly [number, number, number, number];

/** Stroked segments and their half width, in pixels. */
interface Strokes {
  segments: Segment[];
  halfWidth: number;
}

function segmentsOf(path: Path, at: (point: Point) => Point): Segment[] {
  return path.slice(1).map((b, i) => [...at(path[i]!), ...at(b)] as const);
}

/** The letter's strokes in pixels: cap height 56% of the icon, strokes 13%, centred on the letter's own extent. */
function letterStrokes(paths: readonly Path[], size: number): Strokes {
  const points = paths.flat();
  const minX = Math.min(...points.map(([x]) => x));
  const maxX = Math.max(...points.map(([x]) => x));
  const minY = Math.min(...points.map(([, y]) => y));
  const maxY = Math.max(...points.map(([, y]) => y));
  const scale = size * 0.56;
  const dx = size / 2 - ((minX + maxX) / 2) * scale;
  const dy = size / 2 - ((minY + maxY) / 2) * scale;
  const segments = paths.flatMap((path) => segmentsOf(path, ([x, y]) => [x * scale + dx, y * scale + dy]));
  return { segments, halfWidth: size * 0.065 };
}

function distanceToSegment(x: number, y: number, [ax, ay, bx, by]: Segment): number {
  const vx = bx - ax;
  const vy = by - ay;
  const lengthSquared = vx * vx + vy * vy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / lengthSquared));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy));
}

/** How much of a pixel a shape covers, from the signed distance of the pixel's centre to it (negative inside), in pixels. */
const coverage = (signedDistance: number) => Math.max(0, Math.min(1, 0.5 - signedDistance));

function strokeCoverage(strokes: Strokes, x: number, y: number): number {
  let nearest = Infinity;
  for (const segment of strokes.segments) nearest = Math.min(nearest, distanceToSegment(x, y, segment));
  return coverage(nearest - strokes.halfWidth);
}

/** Signed distance to a polygon (negative inside). */
function polygonDistance(polygon: readonly Point[], x: number, y: number): number {
  let inside = false;
  let nearest = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    nearest = Math.min(nearest, distanceToSegment(x, y, [xi, yi, xj, yj]));
  }
  return inside ? -nearest : nearest;
}

/**
 * The logo's bag (media/icons.ts 'bag', in its 100-unit box): a handle, a body, and two holes in
 * the background colour. Returns the mark's coverage of a pixel.
 */
function bagCoverage(size: number): (x: number, y: number) => number {
  // The bag spans 14..86 by 14..90 units: 66% of the icon high, centred.
  const scale = (size * 0.66) / 76;
  const at = ([ux, uy]: Point): Point => [size / 2 + (ux - 50) * scale, size / 2 + (uy - 52) * scale];
  const handle: Strokes = {
    segments: segmentsOf([...line('34,38 34,30'), ...arc(50, 30, 16, 16, 180, 360), ...line('66,38')], at),
    halfWidth: 3 * scale,
  };
  const body = line('20,38 80,38 86,90 14,90').map(at);
  const holes = line('36,50 64,50').map(at);
  return (x, y) => {
    const hole = Math.max(...holes.map(([hx, hy]) => coverage(Math.hypot(x - hx, y - hy) - 3.5 * scale)));
    return Math.max(strokeCoverage(handle, x, y), coverage(polygonDistance(body, x, y)) * (1 - hole));
  };
}

/** The coverage of a pixel by the icon's letter, or by the bag when it has none. */
function markOf(mark: StoreIconMark, size: number): (x: number, y: number) => number {
  const glyph = mark.initial === null ? undefined : GLYPHS[mark.initial];
  if (!glyph) return bagCoverage(size);
  const strokes = letterStrokes(glyph, size);
  return (x, y) => strokeCoverage(strokes, x, y);
}

/** '#fff' as '#ffffff'. */
const fullHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

/** Signed distance to the icon's square with corners of `radius` (negative inside). */
function squareDistance(size: number, radius: number, x: number, y: number): number {
  const half = size / 2;
  const qx = Math.abs(x - half) - (half - radius);
  const qy = Math.abs(y - half) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/**
 * The icon's pixels, RGBA row by row. `rounded`: transparent rounded corners (a tab's favicon);
 * otherwise the square is filled to its edges, as iOS wants a home-screen icon (it rounds it itself).
 */
export function drawStoreIcon(mark: StoreIconMark, size: number, rounded: boolean): Uint8Array {
  const background: Rgb = parseHex(mark.color);
  const foreground: Rgb = parseHex(fullHex(readableTextOn(mark.color)));
  const markCoverage = markOf(mark, size);
  const radius = rounded ? size * 0.22 : 0;
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = px + 0.5;
      const y = py + 0.5;
      const alpha = coverage(squareDistance(size, radius, x, y));
      const ink = alpha === 0 ? 0 : markCoverage(x, y);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(background[c]! + (foreground[c]! - background[c]!) * ink);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}
