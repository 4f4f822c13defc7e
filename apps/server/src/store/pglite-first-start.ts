/**
 * The first start on an empty data folder creates PGlite's database (initdb) in a short-lived child
 * process. In process, initdb runs a second PGlite and the initdb WebAssembly module beside the real one,
 * and the server kept about 350 MB of that resident for good (measured: 500-680 MB idle after a first
 * start against 170-180 MB after any later one; decision 0160). A child's memory goes with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Creates the PGlite database in `dir` in a child process unless it exists already. The child works in
 * a folder of its own beside `dir`, renamed into place when it succeeded: a server killed meanwhile
 * leaves no half-made database, and its orphaned child cannot write under the next server's feet.
 */
export async function createPgliteApart(dir: string, execArgv = process.execArgv): Promise<void> {
  // A database, or something that is not ours to replace: PGlite deals with it in process, as before.
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  // Left by a server that died during its first start.
  const prefix = `${basename(dir)}.initdb-`;
  for (const f of readdirSync(dirname(dir)).filter((f) => f.startsWith(prefix))) {
    rmSync(join(dirname(dir), f), { recursive: true, force: true });
  }
  const work = join(dirname(dir), `${prefix}${process.pid}`);
  const here = fileURLToPath(import.meta.url);
  // Built: pglite-initdb.js under node; from source (npm run dev, process tests): the .ts under tsx,
  // whose loader comes with process.execArgv.
  const entry = join(dirname(here), `pglite-initdb${extname(here)}`);
  const child = spawn(process.execPath, [...execArgv, entry, work], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`PGlite could not create its database in ${dir}: ${stderr.trim() || `exit ${code}`}`);
  }
  // `dir` is empty when main.ts made it.
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(work, dir);
}
