// Fails the build when the JavaScript a visitor must download before the landing page is interactive
// (the entry chunk and everything it imports statically, per Vite's manifest) passes 100 KB gzip.
// Lazy chunks (dynamic imports: pricing, privacy, wizard, booking modal, toasts) do not count.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 100 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Gzip size of the entry chunk plus its static imports, with the list of files. */
export function initialJs(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const gzipBytes = [...files].reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length,
    0,
  );
  return { files: [...files], gzipBytes };
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
