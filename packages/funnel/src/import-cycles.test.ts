/**
 * The test line's import-cycles check (scripts/import-cycles.mjs, decision 0316) counts what the layer
 * lint's `import-x/no-cycle` skips: a circle made of `import type` alone. Planted in a folder of its own
 * (the funnel's files are not touched), it is found. That the workspaces have none is the check itself,
 * run once by the test line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from '../../../scripts/import-cycles.mjs';

const planted = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('the import-cycles check', () => {
  it('finds a circle of type-only imports, and not a chain', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' },
      }),
      'lead.ts':
        "import type { Consent } from './consent.js';\nexport interface Lead { consent?: Consent }\n",
      'consent.ts': "import type { Lead } from './lead.js';\nexport interface Consent { lead?: Lead }\n",
      'rule.ts': "import type { Lead } from './lead.js';\nexport const named = (l: Lead): boolean => !!l;\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(planted, name), text);
    expect(await importCycles(planted, join(planted, 'tsconfig.json'))).toEqual([['consent.ts', 'lead.ts']]);
  }, 60_000);
});
