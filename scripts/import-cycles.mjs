// The import cycles of each workspace's `src` (issue 40, decision 0316), type-only imports counted:
// `import-x/no-cycle` (the layer lint) skips `import type`, so a circle of types passed it. madge reads
// every import, `import type` and `import()` included, and resolves them as each workspace's tsconfig.json
// does. Run as a script (the test line's `import-cycles` check), it prints each workspace's cycles and
// exits 1 when any has one.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/funnel', 'apps/server', 'apps/web'];
// Counted, not skipped: the type-level circles are what this check adds to the lint.
const COUNT_TYPES = { skipTypeImports: false, skipAsyncImports: false };
// What a bundler loads that is no module (`./styles.css?raw`): not an edge of the graph.
const ASSET = /\?|\.(css|svg|png|jpe?g|webp|avif|woff2?)$/;

/**
 * The cycles among the modules under `src` (each a list of paths relative to it), with the tsconfig that
 * resolves them. Tests are left out: nothing imports a test file, so none can be on a cycle. A relative
 * import that does not resolve fails here rather than dropping an edge, which could hide a cycle.
 */
export async function importCycles(src, tsConfig) {
  const graph = await madge(src, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    excludeRegExp: [/\.test\.tsx?$/],
    detectiveOptions: { ts: COUNT_TYPES, tsx: COUNT_TYPES, es6: COUNT_TYPES },
  });
  const unresolved = graph.warnings().skipped.filter((path) => path.startsWith('.') && !ASSET.test(path));
  if (unresolved.length > 0) throw new Error(`${src}: imports that do not resolve: ${unresolved.join(', ')}`);
  return graph.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const workspace of WORKSPACES) {
    const dir = join(root, workspace);
    const cycles = await importCycles(join(dir, 'src'), join(dir, 'tsconfig.json'));
    found += cycles.length;
    console.log(`${relative(root, dir)}: ${cycles.length} import cycles, type imports counted`);
    for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  }
  process.exit(found > 0 ? 1 : 0);
}
