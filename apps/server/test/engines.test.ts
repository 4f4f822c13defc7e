/**
 * Every installed package runs on the Node the project supports: the lockfile's packages whose `engines`
 * refuse the root package's lowest Node (`>=20.19`) are what npm only warns about on `npm ci` (EBADENGINE),
 * and what a newcomer's Node 20 may then fail on. cookie 2 and content-disposition 3 declare Node 22;
 * `overrides` in the root package.json keep their Node 18 lines (decision 0331).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(ROOT + file, 'utf8')) as Record<string, unknown>;

interface Locked {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

/** The packages of the lockfile whose declared Node range leaves out `node`. */
function refusing(lock: { packages: Record<string, Locked> }, node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path.includes('node_modules/'))
    .filter(([, p]) => {
      const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
      return range !== undefined && semver.validRange(range) !== null && !semver.satisfies(node, range);
    })
    .map(
      ([path, p]) =>
        `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${p.version} (${JSON.stringify(p.engines)})`,
    );
}

describe('the installed packages and the supported Node', () => {
  const lowest = semver.minVersion((json('package.json').engines as { node: string }).node)!.version;

  it('no locked package refuses the lowest Node the project supports', () => {
    expect(lowest).toBe('20.19.0');
    expect(refusing(json('package-lock.json') as { packages: Record<string, Locked> }, lowest)).toEqual([]);
  });

  it('finds a package that would refuse it (the check can fail)', () => {
    const lock = { packages: { 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } } };
    expect(refusing(lock, lowest)).toEqual(['cookie@2.0.2 ({"node":">=22"})']);
  });
});
