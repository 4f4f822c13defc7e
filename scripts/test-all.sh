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

if [ "$status" -eq 0 ]; then
  # 2. Three streams side by side (decision 0262), each one's output kept and printed whole once the line
  #    ends, so they do not interleave (`--only`: the builds are done, nothing is rebuilt under them):
  #    - the browser suite (the longest, mostly waiting on Chromium and its servers);
  #    - the server's suite, the longest of the rest, started at once rather than queued behind others;
  #    - one task at a time: the domain's and the web's suites, then lint and typecheck of every workspace
  #      in one process (each TypeScript program built once for both, decision 0257).
  npx turbo run test --filter=@pw/e2e --only >"$REPORTS_DIR/turbo-e2e.log" 2>&1 &
  e2e_pid=$!
  npx turbo run test --filter=@pw/server --only >"$REPORTS_DIR/turbo-server.log" 2>&1 &
  server_pid=$!
  npx turbo run test --filter=@pw/funnel --filter=@pw/web --only --concurrency=1 --continue 2>&1 |
    tee "$REPORTS_DIR/turbo.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  echo "Checking lint-and-typecheck..."
  if ! node scripts/check-code.mjs >"$REPORTS_DIR/lint-and-typecheck.log" 2>&1; then
    echo "lint-and-typecheck" >>"$REPORTS_DIR/failed-checks.txt"
    status=1
  fi
  cat "$REPORTS_DIR/lint-and-typecheck.log"
  wait "$server_pid" || status=1
  cat "$REPORTS_DIR/turbo-server.log"
  wait "$e2e_pid" || status=1
  cat "$REPORTS_DIR/turbo-e2e.log"
fi

# Repository-wide checks that are not a workspace's task: each failure is one failed suite.
check() {
  local name="$1"
  shift
  echo "Checking $name..."
  "$@" >"$REPORTS_DIR/$name.log" 2>&1 || { cat "$REPORTS_DIR/$name.log"; echo "$name" >>"$REPORTS_DIR/failed-checks.txt"; status=1; }
}
check prettier npx prettier --check .
# Dead code: unused files, exports and dependencies (knip.json, decision 0150).
check knip npx knip --no-progress

echo "the test line took $((SECONDS - started)) s after the tools were installed"
node scripts/summarize-tests.mjs "$REPORTS_DIR" "$status"
