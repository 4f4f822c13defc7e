// Fails the build when the JavaScript a visitor must download before the landing page is interactive
// passes 100 KB gzip (the entry chunk, the islands' hydration, decision 0260, and the landing page's
// islands, with everything they import statically: build-chunks.mjs), or when a prerendered page asks
// for more than five script files before it is interactive (decision 0304). Chunks loaded later (the
// app, the wizard, the booking modal's dialog, the toasts' area) do not count.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageFile, readBuild } from './build-chunks.mjs';

export const BUDGET_BYTES = 100 * 1024;

/** How much more `/es` may load than `/` before it is interactive (issue 41, decision 0322). */
export const SPANISH_EXTRA_BYTES = 5 * 1024;

/**
 * The script files a prerendered page may ask for before it is interactive: on the phone profile each
 * request costs the main thread 5-8 ms (its start, its response's tasks), decisions 0292 and 0304.
 */
export const MAX_SCRIPT_FILES = 5;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * The script files the prerendered page at `path` loads before it is interactive: the entry chunk and the
 * page's chunks (`pageChunks`, as the prerender preloads them), each with its static imports, once.
 */
export function pageScripts(path, { welcome = false, distDir = dist } = {}) {
  const { staticFiles, pageChunks } = readBuild(distDir);
  const seen = new Set();
  const html = readFileSync(join(distDir, pageFile(path)), 'utf8');
  return ['index.html', ...pageChunks(html, welcome)].flatMap((key) => staticFiles(key, seen));
}

const gzipBytesOf = (text) => gzipSync(text, { level: 9 }).length;

/**
 * Gzip size of what the prerendered page at `path` (the landing page by default) loads before it is
 * interactive, with the list of files, and of the catalog its HTML carries for the islands (decision
 * 0322), which is as much the page's script as its files: `gzipBytes` counts both.
 */
export function initialJs(distDir = dist, path = '/') {
  const files = pageScripts(path, { distDir });
  const html = readFileSync(join(distDir, pageFile(path)), 'utf8');
  const catalog = /<script type="application\/json" id="pw-messages">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const catalogBytes = catalog ? gzipBytesOf(catalog) : 0;
  const gzipBytes = files.reduce((sum, f) => sum + gzipBytesOf(readFileSync(join(distDir, f))), catalogBytes);
  return { files, gzipBytes, catalogBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, gzipBytes } = initialJs();
  const kb = (gzipBytes / 1024).toFixed(1);
  if (gzipBytes > BUDGET_BYTES) {
    console.error(`initial JavaScript on / is ${kb} KB gzip (${files.join(', ')}), over the 100 KB budget`);
    process.exit(1);
  }
  console.log(`initial JavaScript on / is ${kb} KB gzip, within the 100 KB budget`);
  const spanish = initialJs(dist, '/es');
  const extra = spanish.gzipBytes - gzipBytes;
  const figures = `/es ${(spanish.gzipBytes / 1024).toFixed(1)} KB gzip (its catalog ${(spanish.catalogBytes / 1024).toFixed(1)} KB)`;
  if (extra > SPANISH_EXTRA_BYTES) {
    console.error(
      `initial JavaScript on ${figures} is ${(extra / 1024).toFixed(1)} KB over /'s, more than 5 KB`,
    );
    process.exit(1);
  }
  console.log(`initial JavaScript on ${figures}, ${(extra / 1024).toFixed(1)} KB more than /, within 5 KB`);
  // The pages the prerender wrote, as the server-side build lists them.
  const ssr = join(dist, '..', 'dist-ssr', 'entry-server.js');
  const { prerenderedPaths, welcomePaths } = await import(pathToFileURL(ssr).href);
  for (const path of prerenderedPaths) {
    const scripts = pageScripts(path, { welcome: welcomePaths.includes(path) });
    if (scripts.length <= MAX_SCRIPT_FILES) continue;
    console.error(
      `${path} loads ${scripts.length} script files before it is interactive (${scripts.join(', ')}), ` +
        `over the ${MAX_SCRIPT_FILES} allowed: group them in vite.config.ts (decision 0304)`,
    );
    process.exit(1);
  }
  console.log(
    `each prerendered page loads at most ${MAX_SCRIPT_FILES} script files before it is interactive`,
  );
}
