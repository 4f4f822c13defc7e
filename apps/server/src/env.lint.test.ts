/**
 * The configuration rule of eslint.config.js (decision 0150): only src/env.ts (and the env-file reader it
 * uses) read process.env. A planted read elsewhere fails the lint; the text is replaced in memory only.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const planted = 'export const port = process.env.PORT;\n';

async function restricted(filePath: string): Promise<string[]> {
  // Only the rule under test, so without the typed program (its rules need types; this one does not).
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const [result] = await eslint.lintText(planted, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('process.env is read in src/env.ts only, by lint rule', () => {
  it('refuses a process.env read in server code', async () => {
    expect(await restricted('apps/server/src/server.ts')).toEqual([
      'Read configuration through src/env.ts (loadEnv), not process.env.',
    ]);
  }, 60_000);

  it('allows it in env.ts', async () => {
    expect(await restricted('apps/server/src/env.ts')).toEqual([]);
  }, 60_000);
});
