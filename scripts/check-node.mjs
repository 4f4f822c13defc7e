#!/usr/bin/env node
// Refuses a Node older than the root package.json's `engines.node` (">=MAJOR.MINOR") with one sentence,
// before anything that needs a newer Node loads (vite, turbo's tasks, the server's dependencies would
// otherwise die with ERR_REQUIRE_ESM or "styleText is not a function"). Plain syntax on purpose: it must
// run on the old Node it refuses. Then it checks that `npm ci` ran (a fresh clone would otherwise stop at
// "turbo: not found").
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = String(pkg.engines && pkg.engines.node);
const want = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range);
const have = process.versions.node.split('.').map(Number);
if (want) {
  const need = [Number(want[1]), Number(want[2] || 0)];
  if (have[0] < need[0] || (have[0] === need[0] && have[1] < need[1])) {
    console.error(
      `This project needs Node ${range}, and this is Node ${process.versions.node}. ` +
        `Install Node ${need[0]}.${need[1]} or newer (for example: nvm install ${need[0]}), then run the command again.`,
    );
    process.exit(1);
  }
}

if (!existsSync(new URL('../node_modules/.bin/turbo', import.meta.url))) {
  console.error(
    'The dependencies are not installed (no node_modules/.bin/turbo). ' +
      'Run npm ci (or npm install) in the repository root first, then run the command again.',
  );
  process.exit(1);
}
