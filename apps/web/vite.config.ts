import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The build's calendar day: the prerendered HTML decides time-bound content (the promotion) with it. */
const buildDay = process.env.BUILD_DAY ?? new Date().toISOString().slice(0, 10);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __BUILD_DAY__: JSON.stringify(buildDay) },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // No source maps in the published site: they would hand out the whole web source.
  build: { sourcemap: false, manifest: true },
});
