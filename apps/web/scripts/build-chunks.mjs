// The client build's chunks as the prerenderer and the bundle budget need them: which chunk holds a source
// module, and which files a chunk needs at once (itself and its static imports). Vite's manifest names a
// chunk by its entry module only; the grouped chunks of vite.config.ts hold many (decision 0292), so the
// build also writes `.vite/module-chunks.json` (each source module's chunk file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The HTML file, under the build's folder, of the prerendered page at `path` (`/` is `index.html`). */
export const pageFile = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Reads the build in `distDir`; the returned functions throw on a module or key the build does not have. */
export function readBuild(distDir) {
  const read = (file) => JSON.parse(readFileSync(join(distDir, '.vite', file), 'utf8'));
  const manifest = read('manifest.json');
  const moduleChunks = read('module-chunks.json');
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  /** The manifest key of the chunk that holds `module` (a path from apps/web, e.g. `src/main.tsx`). */
  const chunkOf = (module) => {
    const key = keyOfFile.get(moduleChunks[module]);
    if (!key) throw new Error(`build-chunks: no chunk in the build holds ${module}`);
    return key;
  };

  /** The source module whose file name is `fileName` (e.g. `hero-actions.tsx`), or throws. */
  const moduleNamed = (fileName) => {
    const module = Object.keys(moduleChunks).find((m) => m.endsWith(`/${fileName}`));
    if (!module) throw new Error(`build-chunks: no module ${fileName} in the build`);
    return module;
  };

  /** The files chunk `key` needs at once: its own and its static imports', each once, its own first. */
  const staticFiles = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`build-chunks: no chunk ${key} in the manifest`);
    if (seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticFiles(k, seen))];
  };

  /**
   * The chunks a prerendered site page (its HTML) loads to hydrate: the islands' hydration (its React
   * half) and each island's (decision 0260), several of which may share a chunk.
   */
  const islandChunks = (html) => {
    const islands = new Set([...html.matchAll(/<div data-island="([a-z-]+)"/g)].map((m) => m[1]));
    return [
      chunkOf('src/app/hydrate-island.tsx'),
      ...[...islands].map((name) => chunkOf(moduleNamed(`${name}.tsx`))),
    ];
  };

  /**
   * The chunks a prerendered page loads at once (for its modulepreload links and the script-file budget):
   * a site page hydrates its islands (decision 0260), the wizard's welcome (`welcome`) its own island and
   * loads the app only at the first tap or idle moment (decision 0279).
   */
  const pageChunks = (html, welcome) =>
    welcome ? [chunkOf('src/app/hydrate-welcome.tsx')] : islandChunks(html);

  return { chunkOf, staticFiles, islandChunks, pageChunks };
}
