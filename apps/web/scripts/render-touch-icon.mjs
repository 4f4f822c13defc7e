// `node scripts/render-touch-icon.mjs`: draws public/apple-touch-icon.png (180 x 180, what iOS puts on a
// home screen and search engines may show) from public/favicon.svg in headless Chromium, on the brand's
// colour so the corners iOS rounds itself are not transparent. Run it again after changing the favicon;
// the PNG is committed, so neither the build nor the tests need a browser for it.
import { writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withRasterizer } from './rasterize-svg.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const background = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/)?.[1] ?? '#ffffff';

const png = await withRasterizer((rasterize) =>
  rasterize(svg, { width: 180, height: 180, type: 'image/png', background }),
);
writeFileSync(join(publicDir, 'apple-touch-icon.png'), png);
console.log('wrote public/apple-touch-icon.png');
