// Run as a process by pglite-first-start.ts: `node pglite-initdb.js DIR` creates PGlite's database in
// DIR (initdb) and exits, taking initdb's memory with it.
import { openPglite } from './pglite.db.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-initdb DIR');
const db = await openPglite(dir);
await db.close();
