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

echo "Checking formatting (prettier)..."
npx prettier --check . >"$REPORTS_DIR/prettier.log" 2>&1 || { cat "$REPORTS_DIR/prettier.log"; status=1; }

node scripts/summarize-tests.mjs "$REPORTS_DIR" "$status"
