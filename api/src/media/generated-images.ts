/**
 * Deterministic SVG artwork for the demo store (the machine has no network to fetch photos).
 * An image is fully described by its URL: kind, a seed (usually the row id, '12-2' for the second
 * view of product 12) and a slug of the name shown on it. So any instance can render any image,
 * nothing is stored, and the same URL always gives the same picture.
 */
import { hashString } from '../lib/random.js';
import { unslugify } from '../lib/slug.js';
import { drawIcon, iconForName, type IconName } from './icons.js';
import QRCode from 'qrcode';

export const IMAGE_KINDS = [
  'product',
  'category',
  'sub-category',
  'shop-logo',
  'shop-banner',
  'banner',
  'ad',
  'flash-sale',
  'avatar',
  'logo',
  'footer-logo',
  'qr',
  'payment',
  'badge',
  'social',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageRequest {
  kind: ImageKind;
  /** Digits, optionally '-<view>' ('12', '12-2'). */
  seed: string;
  /** [a-z0-9-] words of the name. */
  slug: string;
  /**
   * For 'qr': the text to encode. For the wide pictures ('banner', 'ad', 'shop-banner'): the words
   * drawn on them in place of the slug's (a banner's title in another language, laid out right to
   * left when it starts in a right-to-left script).
   */
  text?: string | undefined;
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;
const BRAND = '#EE456B';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** A hue from the seed and the name, so neighbouring ids still look different. */
function hueFor(request: ImageRequest): number {
  return hashString(`${request.kind}:${request.seed.split('-')[0]}:${request.slug}`) % 360;
}

function viewOf(seed: string): number {
  return Number(seed.split('-')[1] ?? 1);
}

function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Splits a title into at most `maxLines` lines of about `perLine` characters, with an ellipsis. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" ${FONT} ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

function initials(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}

// ---------------------------------------------------------------- catalogue images

function productImage(r: ImageRequest): string {
  const hue = hueFor(r);
  const view = viewOf(r.seed);
  const name = unslugify(r.slug);
  const icon = iconForName(r.slug);
  // Each view moves the backdrop and turns the item a little, like photos from another angle.
  const blobX = [300, 220, 380, 300][(view - 1) % 4]!;
  const blobY = [290, 270, 310, 250][(view - 1) % 4]!;
  const angle = [0, -12, 10, 4][(view - 1) % 4]!;
  const scale = [3.4, 3.7, 3.2, 3.5][(view - 1) % 4]!;
  // No words on the picture, as on a photo: the name is beside it, in the shopper's language.
  const body =
    `<defs>${gradient('bg', hsl(hue, 70, 95), hsl(hue + 35, 70, 84))}</defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<circle cx="${blobX}" cy="${blobY}" r="210" fill="${hsl(hue, 70, 72)}" opacity="0.45"/>` +
    `<ellipse cx="300" cy="500" rx="165" ry="20" fill="${hsl(hue, 40, 40)}" opacity="0.18"/>` +
    `<g transform="translate(300 290) rotate(${angle}) scale(${scale}) translate(-50 -50)">` +
    `${drawIcon(icon, hsl(hue, 55, 36), hsl(hue, 80, 88))}</g>`;
  return svg(600, 600, body, name);
}

function categoryImage(r: ImageRequest): string {
  const hue = hueFor(r);
  const name = unslugify(r.slug);
  const body =
    `<defs>${gradient('bg', hsl(hue, 75, 90), hsl(hue + 25, 70, 78))}</defs>` +
    `<rect width="200" height="200" rx="40" fill="url(#bg)"/>` +
    `<g transform="translate(40 40) scale(1.2)">${drawIcon(iconForName(r.slug), hsl(hue, 60, 36), hsl(hue, 85, 92))}</g>`;
  return svg(200, 200, body, name);
}

function shopLogo(r: ImageRequest): string {
  const hue = hueFor(r);
  const name = unslugify(r.slug);
  const body =
    `<defs>${gradient('bg', hsl(hue, 70, 55), hsl(hue + 40, 75, 42))}</defs>` +
    `<circle cx="100" cy="100" r="100" fill="url(#bg)"/>` +
    `<circle cx="100" cy="100" r="84" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>` +
    `<text x="100" y="122" font-size="64" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials(name))}</text>`;
  return svg(200, 200, body, name);
}

/** Soft circles, and a large one behind the pictogram (at the left edge when `mirrored`). */
function decorations(hue: number, width: number, height: number, seed: number, mirrored = false): string {
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const h = hashString(`${seed}:${i}`);
    const cx = ((h % 1000) / 1000) * width;
    const cy = (((h >>> 10) % 1000) / 1000) * height;
    const radius = 30 + ((h >>> 20) % 120);
    shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${radius}" fill="#fff" opacity="${0.06 + (i % 3) * 0.04}"/>`);
  }
  return (
    shapes.join('') +
    `<circle cx="${mirrored ? 80 : width - 80}" cy="${height / 2}" r="${height * 0.55}" fill="${hsl(hue + 40, 80, 70)}" opacity="0.25"/>`
  );
}

/** Whether a text reads right to left: its first letter is of a right-to-left script (as dir="auto" decides). */
export function startsRightToLeft(text: string): boolean {
  return /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(text);
}

/**
 * A banner: its title in big letters beside a pictogram. The title is the slug's words, or `text`
 * (a title in another language); right-to-left text starts at the right edge and the pictogram
 * moves to the left. No other words: a picture drawn in one language would show it to every
 * shopper (a "Shop now" button on it would also promise a click the picture does not have).
 */
function wideImage(r: ImageRequest, width: number, height: number, fallback: IconName): string {
  const hue = hueFor(r);
  const words = r.text?.trim() || unslugify(r.slug);
  const rtl = startsRightToLeft(words);
  const seed = hashString(r.seed + r.slug);
  const iconSize = height * 0.62;
  const titleSize = Math.round(height * 0.14);
  const lines = wrapText(words, Math.round((width / titleSize / 0.62) * 0.55), 2);
  const titleY = height * (lines.length > 1 ? 0.46 : 0.55);
  const title = rtl
    ? textLines(lines, Math.round(width * 0.93), titleY, titleSize, `direction="rtl" text-anchor="start" font-weight="800" fill="#fff"`)
    : textLines(lines, Math.round(width * 0.07), titleY, titleSize, `font-weight="800" fill="#fff"`);
  const iconX = rtl ? width * 0.06 : width - iconSize - width * 0.06;
  const body =
    `<defs>${gradient('bg', hsl(hue, 72, 52), hsl(hue + 45, 78, 40))}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    decorations(hue, width, height, seed, rtl) +
    title +
    `<g transform="translate(${iconX} ${(height - iconSize) / 2}) scale(${iconSize / 100})">` +
    `${drawIcon(iconForName(r.slug, fallback), '#fff', hsl(hue, 70, 45))}</g>`;
  return svg(width, height, body, words);
}

/** A flash sale's picture: no words, since the storefront shows it beside the sale's name in the shopper's language. */
function flashSaleImage(r: ImageRequest): string {
  const name = unslugify(r.slug);
  const body =
    `<defs>${gradient('bg', '#FF512F', '#DD2476')}</defs>` +
    `<rect width="600" height="300" fill="url(#bg)"/>` +
    decorations(340, 600, 300, hashString(r.seed)) +
    `<g transform="translate(200 50) scale(2)">${drawIcon('bolt', '#FFE259', '#fff')}</g>`;
  return svg(600, 300, body, name);
}

function avatar(r: ImageRequest): string {
  const hue = hueFor(r);
  const name = unslugify(r.slug);
  const body =
    `<circle cx="60" cy="60" r="60" fill="${hsl(hue, 55, 62)}"/>` +
    `<text x="60" y="74" font-size="40" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials(name))}</text>`;
  return svg(120, 120, body, name);
}

// ---------------------------------------------------------------- site furniture

/** 'shop-mart' → 'Shop' + 'Mart' in two colours, as one word. */
function wordmark(r: ImageRequest, plate: boolean): string {
  const words = unslugify(r.slug).split(' ');
  const first = words[0] ?? '';
  const rest = words.slice(1).join('');
  const text =
    `<text x="62" y="38" font-size="28" font-weight="800" ${FONT}>` +
    `<tspan fill="#1F2937">${escapeXml(first)}</tspan><tspan fill="${BRAND}">${escapeXml(rest)}</tspan></text>`;
  const body =
    (plate ? `<rect width="220" height="56" rx="12" fill="#fff"/>` : '') +
    `<g transform="translate(10 6) scale(0.44)">${drawIcon('bag', BRAND, '#fff')}</g>` +
    text;
  return svg(220, 56, body, `${first}${rest}`);
}

/** Whether each module of the QR code for `text` is dark, row by row (error correction M, the library's best mask). */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))));
}

function qrImage(r: ImageRequest): string {
  // A QR code needs some text: a slug of dashes alone (or an empty ?text=) encodes the slug as it is.
  const modules = qrModules(r.text?.trim() || unslugify(r.slug).trim() || r.slug);
  const quiet = 4;
  const size = modules.length + quiet * 2;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : ''))).join('');
  const scale = 6;
  const body =
    `<g transform="scale(${scale})"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${path}" fill="#111827" shape-rendering="crispEdges"/></g>`;
  return svg(size * scale, size * scale, body, 'QR code');
}

function paymentLogo(r: ImageRequest): string {
  const title = unslugify(r.slug);
  const isCash = r.slug.includes('cash');
  const art = isCash
    ? `<rect x="14" y="22" width="60" height="36" rx="5" fill="#16A34A"/><circle cx="44" cy="40" r="9" fill="#BBF7D0"/>` +
      `<rect x="20" y="28" width="8" height="4" rx="2" fill="#BBF7D0"/><rect x="60" y="48" width="8" height="4" rx="2" fill="#BBF7D0"/>`
    : `<rect x="14" y="22" width="60" height="38" rx="6" fill="#2563EB"/><rect x="14" y="30" width="60" height="8" fill="#1E3A8A"/>` +
      `<rect x="20" y="46" width="22" height="6" rx="2" fill="#BFDBFE"/>`;
  const label = `<text x="84" y="46" font-size="16" font-weight="700" fill="#1F2937" ${FONT}>${escapeXml(isCash ? 'Cash' : 'Card')}</text>`;
  return svg(160, 80, `<rect width="160" height="80" rx="10" fill="#fff" stroke="#E5E7EB"/>${art}${label}`, title);
}

function storeBadge(r: ImageRequest): string {
  const apple = r.slug.includes('app-store') || r.slug.includes('apple');
  const glyph = apple
    ? `<path d="M30 14 C26 14 24 17 24 17 C22 14 18 14 18 14 C12 14 9 20 10 26 C11 34 16 42 20 42 C22 42 23 41 25 41 C27 41 28 42 30 42 C34 42 38 34 39 30 C34 28 33 20 38 17 C36 14 32 14 30 14 Z M26 12 C26 9 28 6 31 6 C31 9 29 12 26 12 Z" fill="#fff"/>`
    : `<path d="M12 8 L36 26 L12 44 Z" fill="#34D399"/><path d="M12 8 L28 26 L12 44 Z" fill="#60A5FA"/><path d="M28 26 L36 26 L12 44 Z" fill="#FBBF24"/><path d="M12 8 L36 26 L28 26 Z" fill="#F87171"/>`;
  const small = apple ? 'Download on the' : 'GET IT ON';
  const big = apple ? 'App Store' : 'Google Play';
  const body =
    `<rect width="200" height="54" rx="10" fill="#111"/><g transform="translate(10 1)">${glyph}</g>` +
    `<text x="54" y="22" font-size="10" fill="#fff" ${FONT}>${small}</text>` +
    `<text x="54" y="42" font-size="19" font-weight="600" fill="#fff" ${FONT}>${big}</text>`;
  return svg(200, 54, body, big);
}

function socialLogo(r: ImageRequest): string {
  const name = r.slug;
  const glyphs: Record<string, string> = {
    facebook:
      `<circle cx="24" cy="24" r="24" fill="#1877F2"/>` +
      `<path d="M26.5 38 V26 H30.5 L31 21.5 H26.5 V18.6 C26.5 17.3 26.9 16.4 28.8 16.4 H31.1 V12.4 C30.7 12.3 29.3 12.2 27.7 12.2 C24.3 12.2 22 14.3 22 18.1 V21.5 H18 V26 H22 V38 Z" fill="#fff"/>`,
    instagram:
      `<defs>${gradient('ig', '#FEDA75', '#D62976')}</defs><rect width="48" height="48" rx="12" fill="url(#ig)"/>` +
      `<rect x="11" y="11" width="26" height="26" rx="8" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<circle cx="24" cy="24" r="6.5" fill="none" stroke="#fff" stroke-width="3"/><circle cx="32" cy="16" r="2" fill="#fff"/>`,
    x:
      `<circle cx="24" cy="24" r="24" fill="#111"/>` +
      `<path d="M14 13 H21 L35 35 H28 Z" fill="#fff"/><path d="M33 13 L26.5 20.5 M15 35 L22 27" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`,
    youtube:
      `<rect width="48" height="48" rx="12" fill="#FF0000"/>` +
      `<rect x="8" y="13" width="32" height="22" rx="6" fill="#fff"/><path d="M21 18.5 L29.5 24 L21 29.5 Z" fill="#FF0000"/>`,
  };
  const body =
    glyphs[name] ??
    `<circle cx="24" cy="24" r="24" fill="${BRAND}"/>` +
      `<text x="24" y="31" font-size="20" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials(unslugify(name)))}</text>`;
  return svg(48, 48, body, unslugify(name));
}

const RENDERERS: Record<ImageKind, (r: ImageRequest) => string> = {
  product: productImage,
  category: categoryImage,
  'sub-category': categoryImage,
  'shop-logo': shopLogo,
  'shop-banner': (r) => wideImage(r, 1200, 360, 'store'),
  banner: (r) => wideImage(r, 1200, 450, 'gift'),
  ad: (r) => wideImage(r, 600, 300, 'gift'),
  'flash-sale': flashSaleImage,
  avatar,
  logo: (r) => wordmark(r, false),
  'footer-logo': (r) => wordmark(r, true),
  qr: qrImage,
  payment: paymentLogo,
  badge: storeBadge,
  social: socialLogo,
};

export function renderImage(request: ImageRequest): string {
  return RENDERERS[request.kind](request);
}
