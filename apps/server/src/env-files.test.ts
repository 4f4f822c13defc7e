/** `.env` files: optional, the environment wins, apps/server/.env over the root's, dev's own data folder. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configSource, DEV_DATA_DIR, ENV_FILES } from './env-files.js';
import { loadEnv } from './env.js';

const dir = mkdtempSync(join(tmpdir(), 'pw-envfiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const server = join(dir, 'server.env');
const root = join(dir, 'root.env');
writeFileSync(server, 'PORT=4001\n# a comment\nWEBHOOK_URL="https://hooks.example.com/a"\n');
writeFileSync(root, 'PORT=4002\nHOST=0.0.0.0\nDATA_DIR=/srv/leads\n');

describe('configSource', () => {
  it('reads apps/server/.env over the root .env, the environment over both', () => {
    const src = configSource({ files: [server, root], base: { HOST: '127.0.0.2' } });
    expect(src).toMatchObject({
      PORT: '4001',
      HOST: '127.0.0.2',
      DATA_DIR: '/srv/leads',
      WEBHOOK_URL: 'https://hooks.example.com/a',
    });
    const env = loadEnv(src);
    expect(env.PORT).toBe(4001);
    expect(env.WEBHOOK_URL).toBe('https://hooks.example.com/a');
  });

  it('is the environment alone when no file exists', () => {
    expect(configSource({ files: [join(dir, 'none.env')], base: { PORT: '5' } })).toEqual({ PORT: '5' });
  });

  it('gives dev its own data folder unless one is configured', () => {
    expect(configSource({ files: [], base: {}, dev: true }).DATA_DIR).toBe(DEV_DATA_DIR);
    expect(configSource({ files: [root], base: {}, dev: true }).DATA_DIR).toBe('/srv/leads');
    expect(configSource({ files: [], base: {} }).DATA_DIR).toBeUndefined();
  });

  it('looks for apps/server/.env and the repository root .env', () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    expect(ENV_FILES).toEqual([join(serverDir, '.env'), join(serverDir, '..', '..', '.env')]);
  });
});
