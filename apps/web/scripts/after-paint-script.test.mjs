import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintScript, splitEntry } from './after-paint-script.mjs';

const template = `<head>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <style>p{}</style>
  </head>`;

describe('the after-paint script of prerendered pages', () => {
  it("takes Vite's entry script and modulepreloads out of the template", () => {
    const { html, entry, preloads, manifest } = splitEntry(template);
    expect(entry).toBe('/assets/index-abc.js');
    expect(preloads).toEqual(['/assets/shared-def.js']);
    expect(manifest).toBe('/manifest.webmanifest');
    expect(html).not.toMatch(/<script|modulepreload|manifest/);
    expect(html).toContain('<style>p{}</style>');
  });

  it('refuses a template without an entry script or a manifest link (the template changed shape)', () => {
    expect(() => splitEntry('<head></head>')).toThrow(/no <script type="module" src>/);
    expect(() => splitEntry(template.replace(/<link rel="manifest"[^>]*>/, ''))).toThrow(
      /no <link rel="manifest"/,
    );
  });

  it('is one inline module whose CSP hash is the SHA-256 of its exact text', () => {
    const { tag, hash } = afterPaintScript(
      '/assets/index-abc.js',
      ['/assets/shared-def.js'],
      '/app.webmanifest',
    );
    const code = tag.replace(/^<script type="module">/, '').replace(/<\/script>$/, '');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(code).toContain('import("/assets/index-abc.js")');
    expect(code).toContain('["/assets/shared-def.js"]');
    expect(code).toContain(`link('manifest',"/app.webmanifest")`);
    expect(code).toContain("observe({type:'paint',buffered:true})");
  });

  it('starts each request in a task of its own once the page has painted, the entry last', () => {
    const { tag } = afterPaintScript('/assets/index-abc.js', ['/a.js', '/b.js'], '/app.webmanifest');
    const code = tag.replace(/^<script type="module">/, '').replace(/<\/script>$/, '');
    const tasks = [];
    const started = [];
    let painted = () => {};
    const page = {
      document: {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: (l) => started.push(`${l.rel} ${l.href}`) },
      },
      setTimeout: (run) => tasks.push(run),
      PerformanceObserver: Object.assign(
        function (callback) {
          painted = () => callback([], { disconnect() {} });
          this.observe = () => {};
        },
        { supportedEntryTypes: ['paint'] },
      ),
    };
    // The inline module's `import(...)` is a call here, recorded as a request.
    runInNewContext(code.replace(/import\(/, 'started.push("import "+'), { ...page, started });
    expect(started).toEqual([]);
    painted();
    const perTask = [];
    while (tasks.length > 0) {
      const before = started.length;
      tasks.shift()();
      perTask.push(started.slice(before));
    }
    expect(perTask).toEqual([
      ['manifest /app.webmanifest'],
      ['modulepreload /a.js'],
      ['modulepreload /b.js'],
      ['import /assets/index-abc.js'],
    ]);
  });
});
