// Fails the build unless the browser build renders with React DOM, and only with it (decision 0315): the
// prerender, the unit tests and `npm run dev` use React, so the site that ships must too. Reads the npm
// packages the build bundled (`.vite/packages.json`, written by vite.config.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The renderer packages a browser build must bundle, and those it must not. */
const REQUIRED = ['react', 'react-dom', 'scheduler'];
const FORBIDDEN = /^(preact|@preact\/.*|inferno|react-dom-lite)$/;

/** What is wrong with a build that bundled `packages`: an empty list when it renders with React DOM. */
export function rendererProblems(packages) {
  const missing = REQUIRED.filter((name) => !packages.includes(name)).map((name) => `${name} is not bundled`);
  const other = packages.filter((name) => FORBIDDEN.test(name)).map((name) => `${name} is bundled`);
  return [...missing, ...other];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const packages = JSON.parse(readFileSync(join(dist, '.vite', 'packages.json'), 'utf8'));
  const problems = rendererProblems(packages);
  if (problems.length > 0) {
    console.error(`the browser build must render with React DOM alone: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log('the browser build renders with React DOM, and no other renderer');
}
