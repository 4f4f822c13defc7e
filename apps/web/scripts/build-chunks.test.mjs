import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFile, readBuild } from './build-chunks.mjs';

// A build shaped like vite.config.ts's groups: two islands in one chunk, one in a chunk of its own.
const dist = mkdtempSync(join(tmpdir(), 'pw-build-chunks-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    '_runtime-b.js': { file: 'assets/runtime-b.js', imports: ['index.html'] },
    '_site-islands-c.js': { file: 'assets/site-islands-c.js', imports: ['index.html', '_runtime-b.js'] },
    'src/site/pricing/price-list.tsx': {
      file: 'assets/price-list-d.js',
      imports: ['_runtime-b.js', '_tabs-e.js', '_site-islands-c.js'],
    },
    '_tabs-e.js': { file: 'assets/tabs-e.js', imports: ['_runtime-b.js'] },
    '_welcome-island-f.js': { file: 'assets/welcome-island-f.js', imports: ['_runtime-b.js'] },
  }),
);
writeFileSync(
  join(dist, '.vite', 'module-chunks.json'),
  JSON.stringify({
    'src/main.tsx': 'assets/index-a.js',
    'src/app/hydrate-island.tsx': 'assets/site-islands-c.js',
    'src/site/home/hero-actions.tsx': 'assets/site-islands-c.js',
    'src/site/footer/copyright.tsx': 'assets/site-islands-c.js',
    'src/site/pricing/price-list.tsx': 'assets/price-list-d.js',
    'src/app/hydrate-welcome.tsx': 'assets/welcome-island-f.js',
    'src/onboarding/welcome-start.tsx': 'assets/welcome-island-f.js',
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (...islands) => islands.map((name) => `<div data-island="${name}" class="contents">`).join('');

describe("the build's chunks, for the prerenderer and the bundle budget", () => {
  const { chunkOf, staticFiles, islandChunks, pageChunks } = readBuild(dist);

  it('finds the chunk that holds a module, grouped or not', () => {
    expect(chunkOf('src/site/home/hero-actions.tsx')).toBe('_site-islands-c.js');
    expect(chunkOf('src/site/pricing/price-list.tsx')).toBe('src/site/pricing/price-list.tsx');
  });

  it("lists a chunk's files with its static imports, each once, its own first", () => {
    expect(staticFiles('src/site/pricing/price-list.tsx')).toEqual([
      'assets/price-list-d.js',
      'assets/runtime-b.js',
      'assets/index-a.js',
      'assets/tabs-e.js',
      'assets/site-islands-c.js',
    ]);
    // A set shared between calls leaves out what an earlier call listed.
    const seen = new Set();
    staticFiles('_site-islands-c.js', seen);
    expect(staticFiles('src/site/pricing/price-list.tsx', seen)).toEqual([
      'assets/price-list-d.js',
      'assets/tabs-e.js',
    ]);
  });

  it("gives a site page the hydration's chunk and each of its islands' (islands may share one)", () => {
    expect(islandChunks(page('hero-actions', 'copyright', 'hero-actions'))).toEqual([
      '_site-islands-c.js',
      '_site-islands-c.js',
      '_site-islands-c.js',
    ]);
    expect(islandChunks(page('price-list', 'copyright'))).toEqual([
      '_site-islands-c.js',
      'src/site/pricing/price-list.tsx',
      '_site-islands-c.js',
    ]);
  });

  it("gives a site page its islands' chunks and the welcome its own island's, not the site islands'", () => {
    expect(pageChunks(page('price-list'), false)).toEqual(islandChunks(page('price-list')));
    expect(pageChunks(page('welcome-start'), true)).toEqual(['_welcome-island-f.js']);
  });

  it('names the HTML file of a prerendered path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/onboarding/welcome')).toBe('onboarding/welcome/index.html');
  });

  it('names what the build lacks instead of preloading nothing', () => {
    expect(() => islandChunks(page('gallery'))).toThrow(/no module gallery.tsx in the build/);
    expect(() => chunkOf('src/nowhere.ts')).toThrow(/no chunk in the build holds src\/nowhere.ts/);
    expect(() => staticFiles('_gone.js')).toThrow(/no chunk _gone.js in the manifest/);
  });
});
