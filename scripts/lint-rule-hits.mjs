// The lint tests' one helper (the funnel's purity, the server's and the web app's layers): lints a planted
// text as if it were the file at `filePath`, with the repository's eslint.config.js, and answers the
// messages of the rules whose id starts with `prefix`. Only those rules run, so without the typed program
// (other rules need types; these do not). Nothing is written: the text replaces the file in memory only.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// From the string: a test environment's own `URL` (happy-dom's) is not one `fileURLToPath` takes.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The `{ ruleId, line }` of each message of a rule starting with `prefix`, for `code` at `filePath`. */
export async function lintRuleHits(code, filePath, prefix) {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith(prefix),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith(prefix))
    .map((m) => ({ ruleId: m.ruleId, line: m.line }));
}
