import { relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The build's calendar day: the prerendered HTML decides time-bound content (the promotion) with it. */
const buildDay = process.env.BUILD_DAY ?? new Date().toISOString().slice(0, 10);

/**
 * Where `npm run dev`'s API proxy sends `/api`: the server's `PORT`, read with the server's precedence
 * (the environment, then apps/server/.env, then the repository root's .env), 3000 by default.
 */
function apiTarget(mode: string): string {
  const dir = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
  const env = { ...loadEnv(mode, dir('../..'), ''), ...loadEnv(mode, dir('../server'), ''), ...process.env };
  return `http://127.0.0.1:${env.PORT || '3000'}`;
}

/** A chunk-group test: the module is one of these files or folders of `src/`. */
const inSrc =
  (...paths: string[]) =>
  (id: string) =>
    paths.some((p) => id.includes(`/apps/web/src/${p}`));

/**
 * What a prerendered page loads after its first paint, in a few chunks instead of one per module
 * (decision 0292): on the phone profile each request cost the main thread 5-8 ms (the fetch's start and
 * the response's tasks), and `/` made 17. Each group takes its modules' static imports with it, unless a
 * group of higher priority holds them.
 * - the entry's own imports stay in the entry (`$initial`), so no island is an import of the app shell;
 * - `island-runtime`: React and React DOM (decision 0315), the islands' runtime and the early taps,
 *   shared by every island page and by the app, and the funnel's `dollars` (185 bytes the price list and
 *   the wizard share: alone it was a request of its own, decision 0304);
 * - `site-islands`: the site pages' islands but the price list (whose tabs only `/pricing` needs), with
 *   what they import;
 * - `welcome-island`: the wizard's welcome until its first tap (decision 0279);
 * - `price-list`: `/pricing`'s island with what it imports: the site's tabs, which the owner's pages
 *   share (a chunk of its own otherwise; decisions 0304 and 0305).
 * `scripts/check-bundle-budget.mjs` fails the build when a prerendered page needs more than five files.
 */
const chunkGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 4 },
  {
    name: 'island-runtime',
    test: (id: string) =>
      /node_modules[\\/](react|react-dom|scheduler|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/.test(
        id,
      ) ||
      inSrc('shared/early-taps.ts', 'site/islands/', 'app/mark-interactive.ts')(id) ||
      /packages[\\/]funnel[\\/](src|dist)[\\/]pricing[\\/]dollars\.[jt]s$/.test(id),
    priority: 3,
  },
  {
    name: 'site-islands',
    test: inSrc(
      'app/hydrate-island.tsx',
      'site/home/hero-actions.tsx',
      'site/home/testimonials-carousel.tsx',
      'site/booking/contact-booking.tsx',
      'site/footer/copyright.tsx',
      'site/nav/language-offer.tsx',
      'shared/toast/toast-mount.tsx',
    ),
    priority: 2,
  },
  { name: 'welcome-island', test: inSrc('app/hydrate-welcome.tsx'), priority: 2 },
  { name: 'price-list', test: inSrc('site/pricing/price-list.tsx'), priority: 2 },
];

/**
 * The ICU parser's stand-in without the parser (decision 0322): the browser's catalogs are precompiled
 * (`@pw/funnel/catalogs/<language>`, decision 0319), so react-intl never parses a message and the
 * parser (16 of react-intl's 24 KB gzip) never ships. The copy react-intl's own formatter resolves.
 */
function icuWithoutParser(): string {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const formatter = createRequire(fromReactIntl.resolve('intl-messageformat'));
  return formatter.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
}

/**
 * Writes `.vite/module-chunks.json`, each source module's chunk file: Vite's manifest names a chunk by its
 * entry module only, and a grouped chunk holds many (scripts/build-chunks.mjs reads it); and
 * `.vite/packages.json`, the npm packages the browser build bundles (scripts/check-renderer.mjs reads it).
 */
function moduleChunks(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'pw:module-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: Record<string, string> = {};
      const packages = new Set<string>();
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        for (const id of out.moduleIds) {
          const rel = relative(root, id);
          if (rel.startsWith('src/')) chunks[rel] = out.fileName;
          const npm = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (npm) packages.add(npm.replace('\\', '/'));
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(chunks, null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/packages.json',
        source: JSON.stringify([...packages].sort(), null, 2),
      });
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), moduleChunks()],
  resolve: isSsrBuild
    ? {}
    : { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: icuWithoutParser() }] },
  define: { __BUILD_DAY__: JSON.stringify(buildDay) },
  server: command === 'serve' ? { proxy: { '/api': apiTarget(mode) } } : {},
  build: {
    // No source maps in the published site: they would hand out the whole web source.
    sourcemap: false,
    manifest: true,
    // One stylesheet (decision 0260): inlined into the prerendered pages, linked by the app shell, so it is
    // always on the page. Split per chunk, any chunk that imports the entry's (the islands, every lazy page)
    // listed the entry's stylesheet among its dependencies, and Vite's preload helper inserted it again
    // when the chunk loaded: a second copy of every rule, a whole-page style recalculation, and on `/` the
    // hero picture's paint, the largest, pushed after the scripts.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
