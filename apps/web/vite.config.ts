import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
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

export default defineConfig(({ mode, command }) => ({
  plugins: [react(), tailwindcss()],
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
  },
}));
