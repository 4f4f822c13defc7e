import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEB_CATALOGS } from '@pw/funnel/testing';
import { unusedCatalogKeys } from './unused-catalog-keys.mjs';

describe('the web catalog has no unused key', () => {
  it("every key of the web catalog is used by the web app, or named by the funnel's checks and charts", () => {
    // From the string: the test environment's own `URL` (happy-dom's) is not one `fileURLToPath` takes.
    const web = join(dirname(fileURLToPath(import.meta.url)), '..');
    const funnel = join(web, '..', '..', 'packages', 'funnel', 'src');
    expect(unusedCatalogKeys(Object.keys(WEB_CATALOGS.en), [join(web, 'src'), funnel])).toEqual([]);
  });

  it('finds a key nobody uses, and counts written and template-built keys as used', () => {
    const src = mkdtempSync(join(tmpdir(), 'catalog-keys-'));
    writeFileSync(join(src, 'page.tsx'), "t('a.used');\nconst k = `b.${name}.title`;\n");
    writeFileSync(join(src, 'page.test.tsx'), "t('c.only-in-a-test');\n");
    expect(unusedCatalogKeys(['a.used', 'b.one.title', 'b.one.body', 'c.only-in-a-test'], src)).toEqual([
      'b.one.body',
      'c.only-in-a-test',
    ]);
  });
});
