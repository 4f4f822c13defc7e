// `npm run pictures -w @pw/web`: renders each drawing in `pictures/` to `public/images/<name>.webp` at its
// own size in headless Chromium, and records what it rendered in `pictures/rendered.json` (decision 0307).
// Run it after changing or adding a drawing; the pictures are committed, so neither the build nor the
// tests need a browser for them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUALITY, drawings, manifestFile, publishedDir, sha256 } from './pictures.mjs';
import { withRasterizer } from './rasterize-svg.mjs';

const manifest = await withRasterizer(async (rasterize) => {
  const rendered = {};
  for (const { name, svg, width, height } of drawings()) {
    const webp = await rasterize(svg, { width, height, type: 'image/webp', quality: QUALITY });
    writeFileSync(join(publishedDir, `${name}.webp`), webp);
    rendered[name] = { drawing: sha256(svg), width, height, bytes: webp.length };
    console.log(`wrote public/images/${name}.webp (${width} x ${height}, ${webp.length} bytes)`);
  }
  return rendered;
});
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
