import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteApart } from './pglite-first-start.js';
import { openPglite } from './pglite.db.js';

// The child runs pglite-initdb.ts from source here, so it needs tsx's loader (vitest's workers lack it).
const TSX = ['--import', 'tsx'];

describe('the first start creates the PGlite database in a child process', () => {
  const root = mkdtempSync(join(tmpdir(), 'pw-first-start-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fills an empty folder with a database the server opens, leaving no work folder behind', async () => {
    const dir = join(root, 'pglite');
    mkdirSync(dir);
    // A work folder left by a server killed during its first start.
    mkdirSync(join(root, 'pglite.initdb-99999'));
    await createPgliteApart(dir, TSX);
    expect(readdirSync(dir)).toContain('PG_VERSION');
    expect(readdirSync(root)).toEqual(['pglite']);
    const db = await openPglite(dir);
    expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await db.close();
  }, 180_000);

  it('leaves a folder that holds anything alone', async () => {
    const dir = join(root, 'other');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'not a database');
    await createPgliteApart(dir, TSX);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});
