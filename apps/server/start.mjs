#!/usr/bin/env node
// The server's start command (`npm start -w @pw/server`, the root `npm start`'s last step, systemd's
// ExecStart): it loads the built server, `dist/main.js`, in this same process (signals reach the server
// directly). When the build or the installed dependencies are missing, Node would print a raw
// "Cannot find module" stack; this prints one sentence naming what is missing and the command that fixes
// it instead (decision 0146). Plain JavaScript on purpose: it must run before anything is built.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const main = fileURLToPath(new URL('./dist/main.js', import.meta.url));
const FROM_ROOT = 'from the repository root';
/** @param {string} what */
const buildSentence = (what) =>
  `${what} Run npm run build ${FROM_ROOT} (or npm start there, which builds first), then start again.`;

/**
 * The sentence for an import that failed because something is not there, or undefined for any other
 * failure (those keep their own message and stack).
 * @param {unknown} err
 * @returns {string | undefined}
 */
function missingSentence(err) {
  const e = /** @type {{ code?: string; message?: string }} */ (err);
  if (e?.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const message = e.message ?? '';
  const pkg = /Cannot find package '([^']+)'/.exec(message);
  if (pkg) {
    return (
      `The server's dependencies are not installed (no package ${pkg[1]}). ` +
      `Run npm ci ${FROM_ROOT}, then start again.`
    );
  }
  const file = /Cannot find module '([^']+)'/.exec(message);
  return buildSentence(`The server's build is incomplete (${file ? `no ${file[1]}` : message}).`);
}

if (!existsSync(main)) {
  console.error(buildSentence(`The server is not built (no ${main}).`));
  process.exit(1);
}
try {
  await import(pathToFileURL(main).href);
} catch (err) {
  const sentence = missingSentence(err);
  if (!sentence) throw err;
  console.error(sentence);
  process.exit(1);
}
