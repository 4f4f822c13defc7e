// Fails the build when the JavaScript a visitor must download before the landing page is interactive
// passes 100 KB gzip: the entry chunk, the islands' hydration (decision 0260) and every island, with
// everything they import statically, per Vite's manifest. Chunks loaded later (the app, the wizard, the
// booking modal's dialog, the toasts' area) do not count.
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
  const islands = 'src/app/hydrate-islands.tsx';
  visit(islands);
  for (const island of manifest[islands].dynamicImports ?? [])
    if (island !== 'src/app/mount-app.tsx') visit(island);
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
