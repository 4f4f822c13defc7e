/**
 * Where the configuration comes from, in order of precedence: the process environment (a shell, systemd,
 * a container), then `apps/server/.env`, then the repository root's `.env`. Files are optional, parsed
 * with Node's own `util.parseEnv` and never written back into `process.env` (decision 0142).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** `apps/server/.env` then the repository root's `.env`, found from `src/` (tsx) and `dist/` (built). */
export const ENV_FILES = [
  fileURLToPath(new URL('../.env', import.meta.url)),
  fileURLToPath(new URL('../../../.env', import.meta.url)),
];

/** The embedded store's folder for `npm run dev`, so dev never shares `npm start`'s data. */
export const DEV_DATA_DIR = './data-dev';

function readEnvFile(file: string): Record<string, string | undefined> {
  try {
    return parseEnv(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/**
 * The variables `loadEnv` validates: `files` earlier in the list win over later ones, `base` (the
 * process environment) over all. With `dev`, `DATA_DIR` defaults to `DEV_DATA_DIR`.
 */
export function configSource(
  opts: { files?: string[]; base?: Record<string, string | undefined>; dev?: boolean } = {},
): Record<string, string | undefined> {
  const files = opts.files ?? ENV_FILES;
  const fromFiles = files.reduceRight<Record<string, string | undefined>>(
    (acc, file) => ({ ...acc, ...readEnvFile(file) }),
    {},
  );
  const merged = { ...fromFiles, ...(opts.base ?? process.env) };
  return opts.dev && !merged.DATA_DIR ? { ...merged, DATA_DIR: DEV_DATA_DIR } : merged;
}
