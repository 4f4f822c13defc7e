#!/usr/bin/env bash
# Installs the system tools the test suites need when they are missing: a Chromium-family browser for the
# browser tests (Debian's `chromium`, and its `chromium-headless-shell` that most browser tests run in,
# decision 0283; GitHub's Ubuntu runners already ship Google Chrome, which the Playwright config also
# finds and then uses for every test), libfaketime (`faketime`) for the browser test that runs its server at a
# fixed instant, and PostgreSQL 15 or newer for the store contract suite (the tests use the newest
# /usr/lib/postgresql/<major>/bin, or PG_BIN). npm packages come from `npm ci`.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# The newest installed PostgreSQL major with an initdb, or nothing.
newest_pg() {
  ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sed -E 's#.*/postgresql/([0-9]+)/bin/initdb#\1#' | sort -n | tail -1
}

need=()
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || [ -x /usr/bin/google-chrome ] ||
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
# Debian's headless shell of that Chromium, where the tests would run Debian's (not Google Chrome).
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/google-chrome ] || [ -x /usr/bin/chromium-headless-shell ] ||
  need+=(chromium-headless-shell)
# libfaketime: one browser test runs its own server at a fixed instant (docs/testing.md).
ls /usr/lib/*/faketime/libfaketime.so.1 >/dev/null 2>&1 || need+=(faketime)
if [ -z "${PG_BIN:-}" ]; then
  major="$(newest_pg)"
  [ -n "$major" ] && [ "$major" -ge 15 ] || need+=(postgresql)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from the distribution's packages..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need[@]}" >/dev/null
fi
echo "PostgreSQL for the tests: ${PG_BIN:-/usr/lib/postgresql/$(newest_pg)/bin}"
