import sharp from 'sharp';

/** A PNG's pixels as RGBA, row by row, decoded by sharp (the library that draws the store's icons). */
export async function pngPixels(png: Buffer): Promise<{ width: number; height: number; rgba: Buffer }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: data };
}

/** The RGBA of the pixel at (x, y). */
export async function pngPixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { width, rgba } = await pngPixels(png);
  const start = (y * width + x) * 4;
  return [...rgba.subarray(start, start + 4)];
}
