/**
 * Starts before a build, as a newcomer might: `npm start -w @pw/server` (the start command `start.mjs`)
 * without the server's build or its dependencies, and a server without the web app's build. Each says
 * what is missing and the command that fixes it, never Node's raw "Cannot find module" stack.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runProcess, runServer, seedDataDir, serving } from './server-process.js';
import { waitFor } from './webhook-receiver.js';

const SERVER = fileURLToPath(new URL('../', import.meta.url));
const STACK = /\n\s+at /;
const BUILD_FIX =
  'Run npm run build from the repository root (or npm start there, which builds first), then start again.';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the server's start command in a folder of its own, with `dist/main.js` as given (or none). */
function startCommandWith(main?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pw-nobuild-'));
  dirs.push(dir);
  copyFileSync(join(SERVER, 'start.mjs'), join(dir, 'start.mjs'));
  if (main !== undefined) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'main.js'), main);
  }
  return dir;
}

async function start(dir: string): Promise<string> {
  const p = runProcess(process.execPath, [join(dir, 'start.mjs')], {});
  expect(await p.exited).toBe(1);
  expect(p.output()).not.toMatch(STACK);
  return p.output().trim();
}

describe('the server start command before a build', () => {
  it('is what npm start -w @pw/server runs', () => {
    const pkg = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/exec node (--\S+ )*start\.mjs$/);
  });

  it('says the server is not built, and how to build it', async () => {
    const dir = startCommandWith();
    expect(await start(dir)).toBe(
      `The server is not built (no ${join(dir, 'dist', 'main.js')}). ${BUILD_FIX}`,
    );
  });

  it('says the dependencies are not installed when a package is missing', async () => {
    const dir = startCommandWith("import 'fastify';\n");
    expect(await start(dir)).toBe(
      "The server's dependencies are not installed (no package fastify). " +
        'Run npm ci from the repository root, then start again.',
    );
  });

  it('says the build is incomplete when a built file is missing', async () => {
    const dir = startCommandWith("import './server.js';\n");
    expect(await start(dir)).toBe(
      `The server's build is incomplete (no ${join(dir, 'dist', 'server.js')}). ${BUILD_FIX}`,
    );
  });

  it('lets any other failure keep its own message', async () => {
    const p = runProcess(
      process.execPath,
      [join(startCommandWith("throw new Error('boom');\n"), 'start.mjs')],
      {},
    );
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Error: boom');
  });
});

describe('a server without the web build', () => {
  it('warns at start and answers pages with the sentence (404) while the API runs', async () => {
    const data = mkdtempSync(join(tmpdir(), 'pw-noweb-'));
    const web = mkdtempSync(join(tmpdir(), 'pw-noweb-dist-'));
    dirs.push(data, web);
    seedDataDir(data);
    const port = await freePort();
    const server = runServer({ HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data, WEB_DIST_DIR: web });
    try {
      await serving(port);
      const sentence =
        'The web app is not built: only the API runs. Run npm run build from the repository root ' +
        '(or npm start there, which builds first), then start the server again.';
      const page = await fetch(`http://127.0.0.1:${port}/onboarding`);
      expect(page.status).toBe(404);
      expect(await page.text()).toBe(sentence);
      await waitFor(() => server.output().includes('The web app is not built (no '), 30_000, 'the warning');
      expect(server.output()).toContain(`(no ${join(web, 'index.html')}): only the API runs.`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
