import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { afterPaintScript, splitEntry } from './after-paint-script.mjs';

const template = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <style>p{}</style>
  </head>`;

describe('the after-paint script of prerendered pages', () => {
  it("takes Vite's entry script and modulepreloads out of the template", () => {
    const { html, entry, preloads } = splitEntry(template);
    expect(entry).toBe('/assets/index-abc.js');
    expect(preloads).toEqual(['/assets/shared-def.js']);
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<style>p{}</style>');
  });

  it('refuses a template without an entry script (the build changed shape)', () => {
    expect(() => splitEntry('<head></head>')).toThrow(/no <script type="module" src>/);
  });

  it('is one inline module whose CSP hash is the SHA-256 of its exact text', () => {
    const { tag, hash } = afterPaintScript('/assets/index-abc.js', ['/assets/shared-def.js']);
    const code = tag.replace(/^<script type="module">/, '').replace(/<\/script>$/, '');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(code).toContain('import("/assets/index-abc.js")');
    expect(code).toContain('["/assets/shared-def.js"]');
    expect(code).toContain("observe({type:'paint',buffered:true})");
  });
});
