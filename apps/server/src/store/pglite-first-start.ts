/**
 * The first start on an empty data folder creates PGlite's database (initdb) in a short-lived child
 * process. In process, initdb runs a second PGlite and the initdb WebAssembly module beside the real one,
 * and the server kept about 350 MB of that resident for good (measured: 500-680 MB idle after a first
 * start against 170-180 MB after any later one; decision 0160). A child's memory goes with it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Creates the PGlite database in `dir` in a child process unless it exists already. */
export async function createPgliteApart(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const here = fileURLToPath(import.meta.url);
  // Built: pglite-initdb.js under node; from source (npm run dev, process tests): the .ts under tsx,
  // whose loader comes with process.execArgv.
  const entry = join(dirname(here), `pglite-initdb${extname(here)}`);
  const child = spawn(process.execPath, [...process.execArgv, entry, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`PGlite could not create its database in ${dir}: ${stderr.trim() || `exit ${code}`}`);
  }
}
