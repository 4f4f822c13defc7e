#!/usr/bin/env bash
# Runs every check and every test suite of every workspace, then prints one closing line,
# `N passed, N failed`, summed over all suites (CI cannot read vitest's summary through turbo).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

bash scripts/ensure-test-tools.sh || { echo "0 passed, 1 failed"; exit 1; }

export TZ=UTC
export REPORTS_DIR="$root/reports"
rm -rf "$REPORTS_DIR" && mkdir -p "$REPORTS_DIR"

npx turbo run lint typecheck test --concurrency=1 --continue=dependencies-successful \
  2>&1 | tee "$REPORTS_DIR/turbo.log"
status=${PIPESTATUS[0]}

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

node scripts/summarize-tests.mjs "$REPORTS_DIR" "$status"
