// Fails the build when the JavaScript a visitor must download before the landing page is interactive
// passes 100 KB gzip: the entry chunk, the islands' hydration (decision 0260) and the landing page's
// islands, with everything they import statically (build-chunks.mjs). Chunks loaded later (the app, the
// wizard, the booking modal's dialog, the toasts' area) do not count.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readBuild } from './build-chunks.mjs';

export const BUDGET_BYTES = 100 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Gzip size of what the prerendered landing page loads before it is interactive: the entry chunk, the
 * islands' hydration and its islands' chunks, each with its static imports; with the list of files.
 */
export function initialJs(distDir = dist) {
  const { staticFiles, islandChunks } = readBuild(distDir);
  const seen = new Set();
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = ['index.html', ...islandChunks(html)].flatMap((key) => staticFiles(key, seen));
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, gzipBytes } = initialJs();
  const kb = (gzipBytes / 1024).toFixed(1);
  if (gzipBytes > BUDGET_BYTES) {
    console.error(`initial JavaScript on / is ${kb} KB gzip (${files.join(', ')}), over the 100 KB budget`);
    process.exit(1);
  }
  console.log(`initial JavaScript on / is ${kb} KB gzip, within the 100 KB budget`);
}
