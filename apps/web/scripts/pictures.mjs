// The site's pictures (decision 0307): each is drawn as an SVG in `pictures/` and published as a WebP in
// `public/images/`, rendered by `npm run pictures -w @pw/web` (render-pictures.mjs) and committed. A
// raster picture is decoded off the page's main thread; an SVG picture is a document of its own, built and
// laid out on it (15-40 ms each on a phone). `pictures/rendered.json` records which drawing each WebP was
// rendered from, so a test can tell when a drawing changed and its picture was not rendered again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const drawingsDir = join(webRoot, 'pictures');
export const publishedDir = join(webRoot, 'public', 'images');
export const manifestFile = join(drawingsDir, 'rendered.json');

/** Lossy WebP quality: flat drawings stay clean at 0.5, and the hero (about 5.7 KB) fits in the page. */
export const QUALITY = 0.5;

/** The drawings: name (the file's, without `.svg`), its SVG text, and its size in pixels (its width and height). */
export function drawings() {
  return readdirSync(drawingsDir)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const svg = readFileSync(join(drawingsDir, file), 'utf8');
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
      const width = Number(root.match(/\bwidth="(\d+)"/)?.[1]);
      const height = Number(root.match(/\bheight="(\d+)"/)?.[1]);
      if (!width || !height)
        throw new Error(`pictures/${file}: its <svg> needs a width and a height in pixels`);
      return { name: file.slice(0, -'.svg'.length), svg, width, height };
    });
}

export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * A WebP file's width and height, from its header (the three kinds a canvas writes: simple lossy `VP8 `,
 * lossless `VP8L`, and extended `VP8X`, which a lossy picture with transparency uses).
 */
export function webpSize(bytes) {
  const data = Buffer.from(bytes);
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ')
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  throw new Error(`a WebP chunk this reader does not know: ${chunk}`);
}
