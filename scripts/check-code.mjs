// Lint and typecheck of every workspace in one process, for the test line (decision 0257): each
// workspace's TypeScript program is built and checked once, as `tsc --noEmit` does, and ESLint's typed
// rules read their types from that same program instead of building and checking it again through the
// project service. Prints what `eslint .` and `tsc --noEmit` print in each workspace; exits 1 on an error.
// The workspaces' own `lint` and `typecheck` scripts stay as they are, for everyday use.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['packages/funnel', 'apps/server', 'apps/web', 'apps/e2e'];

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** `tsc --noEmit -p <dir>`: the program and its errors. */
function typecheck(dir) {
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.formatDiagnostics([d], formatHost));
    },
  });
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...ts.getPreEmitDiagnostics(program),
  ].filter((d) => d.category === ts.DiagnosticCategory.Error);
  return { program, diagnostics };
}

/** `eslint .` in `dir`, its typed rules reading `program`. */
async function lint(dir, program) {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx,mts,cts}'],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  return { results, text: await formatter.format(results) };
}

let failed = false;
for (const workspace of WORKSPACES) {
  const dir = join(root, workspace);
  const started = performance.now();
  const { program, diagnostics } = typecheck(dir);
  if (diagnostics.length > 0) {
    failed = true;
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  const { results, text } = await lint(dir, program);
  const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
  if (errors > 0) failed = true;
  if (text) console.log(text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${relative(root, dir)}: ${diagnostics.length} type errors, ${errors} lint errors (${results.length} files linted, ${seconds} s)`,
  );
}
process.exit(failed ? 1 : 0);
