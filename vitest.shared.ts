// Reporters shared by every workspace's vitest config: the console reporter, plus a JSON report in
// REPORTS_DIR (set by scripts/test-all.sh) that the closing `N passed, N failed` line is summed from.
export function reporters(name: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.REPORTS_DIR;
  return dir ? ['default', ['json', { outputFile: `${dir}/${name}.json` }]] : ['default'];
}
