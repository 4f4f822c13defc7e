#!/usr/bin/env bash
# Runs every check and every test suite of every workspace, then prints one closing line,
# `N passed, N failed`, summed over all suites (CI cannot read vitest's summary through turbo).
# Laid out for a 2-core machine (decisions 0237, 0262): everything is built once, then three streams run
# side by side: the browser suite, the server's suite, and the rest one task at a time.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

bash scripts/ensure-test-tools.sh || { echo "0 passed, 1 failed"; exit 1; }

export TZ=UTC
export REPORTS_DIR="$root/reports"
rm -rf "$REPORTS_DIR" && mkdir -p "$REPORTS_DIR"
started=$SECONDS

# 1. Build what the suites run (the web app's production build, the server's dist), two tasks at a time.
npx turbo run build --concurrency=2 2>&1 | tee "$REPORTS_DIR/turbo-build.log"
status=${PIPESTATUS[0]}

# One check that is not a workspace's suite: each failure is one failed suite.
check() {
  local name="$1"
  shift
  echo "Checking $name..."
  "$@" >"$REPORTS_DIR/$name.log" 2>&1 || {
    cat "$REPORTS_DIR/$name.log"
    echo "$name" >>"$REPORTS_DIR/failed-checks.txt"
    status=1
    return 1
  }
}

if [ "$status" -eq 0 ]; then
  # 2. Three streams side by side (decision 0262), each one's output kept and printed whole once the line
  #    ends, so they do not interleave (`--only`: the builds are done, nothing is rebuilt under them):
  #    - the browser suite (the longest, mostly waiting on Chromium and its servers);
  #    - the server's suite, the longest of the rest, started at once rather than queued behind others;
  #    - the checks: lint and typecheck (each TypeScript program built once for both, decision 0257),
  #      the web's in a process of its own beside the other workspaces', then formatting, dead code
  #      (knip, decision 0150) and import cycles with type imports counted (decision 0316); then the
  #      domain's and the web's suites. A check runs on one core: two side by side, and the suites
  #      (which use both) last, so the line's final minutes keep both cores busy once the other streams
  #      end (decisions 0284, 0291).
  npx turbo run test --filter=@pw/e2e --only >"$REPORTS_DIR/turbo-e2e.log" 2>&1 &
  e2e_pid=$!
  npx turbo run test --filter=@pw/server --only >"$REPORTS_DIR/turbo-server.log" 2>&1 &
  server_pid=$!
  check lint-and-typecheck-web node scripts/check-code.mjs apps/web &
  web_check_pid=$!
  check lint-and-typecheck node scripts/check-code.mjs packages/funnel apps/server apps/e2e
  check prettier npx prettier --check .
  check knip npx knip --no-progress
  check import-cycles node scripts/import-cycles.mjs
  wait "$web_check_pid" || status=1
  cat "$REPORTS_DIR"/lint-and-typecheck*.log | grep -E '^[a-z/]+: [0-9]+ type errors' || true
  npx turbo run test --filter=@pw/funnel --filter=@pw/web --only --concurrency=1 --continue 2>&1 |
    tee "$REPORTS_DIR/turbo.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  wait "$server_pid" || status=1
  cat "$REPORTS_DIR/turbo-server.log"
  wait "$e2e_pid" || status=1
  cat "$REPORTS_DIR/turbo-e2e.log"
else
  check prettier npx prettier --check .
  check knip npx knip --no-progress
fi

echo "the test line took $((SECONDS - started)) s after the tools were installed"
node scripts/summarize-tests.mjs "$REPORTS_DIR" "$status"
