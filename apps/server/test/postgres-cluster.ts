/** A throwaway PostgreSQL cluster (initdb + pg_ctl as user postgres, loopback, fsync off). */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The newest installed PostgreSQL's binaries (`/usr/lib/postgresql/<major>/bin`, 15 here, 16 on GitHub's
 * Ubuntu runners), unless `PG_BIN` names them. Undefined when none is installed.
 */
export function newestPgBin(root = '/usr/lib/postgresql'): string | undefined {
  const majors = (existsSync(root) ? readdirSync(root) : [])
    .filter((d) => /^\d+$/.test(d) && existsSync(join(root, d, 'bin', 'initdb')))
    .map(Number)
    .sort((a, b) => b - a);
  return majors.length ? join(root, String(majors[0]), 'bin') : undefined;
}

export const PG_BIN = process.env.PG_BIN ?? newestPgBin() ?? '/usr/lib/postgresql/<major>/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
function asPostgres(bin: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]]
    : [join(PG_BIN, bin), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return this.urlOf('postgres');
  }

  /** The URL of database `name` on this cluster. */
  urlOf(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** Creates an empty database `name`. */
  createDatabase(name: string): void {
    asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', name]);
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  static async create(): Promise<PostgresCluster> {
    if (!existsSync(join(PG_BIN, 'initdb'))) {
      throw new Error(
        `PostgreSQL binaries not found in ${PG_BIN}: run scripts/ensure-test-tools.sh or set PG_BIN`,
      );
    }
    const dir = mkdtempSync(join(tmpdir(), 'pw-pg-'));
    if (process.getuid?.() === 0) {
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
    }
    const cluster = new PostgresCluster(dir, await freePort());
    asPostgres('initdb', [
      '-D',
      cluster.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    cluster.start();
    return cluster;
  }

  start(): void {
    const opts = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off -c max_connections=200`;
    asPostgres('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'log'), '-w', '-o', opts, 'start']);
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    asPostgres('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      /* already stopped */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
