#!/usr/bin/env bash
# Runs a command with the whole process tree's clock starting at another instant (libfaketime), so a test
# suite can be tried at a month end, late at night in New York, on a weekend or across a DST change
# (docs/testing.md). The clock still advances from that instant. Not part of `npm test`.
#
#   scripts/test-at.sh 2026-11-30T21:30Z npx playwright test tests/bookings.e2e.ts   (from apps/e2e)
#   scripts/test-at.sh 2027-03-14T06:30Z npx vitest run                              (from a workspace)
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 <instant, e.g. 2026-11-30T21:30Z> <command> [args...]" >&2
  exit 2
fi
instant="$1"
shift

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1 || true)
if [ -z "$lib" ]; then
  echo "Installing faketime from the distribution's packages..." >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq faketime >/dev/null
  lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 | head -1)
fi

# libfaketime reads '@YYYY-MM-DD hh:mm:ss' in the process's zone: the tests run with TZ=UTC.
export TZ=UTC
start=$(date -u -d "$instant" '+%Y-%m-%d %H:%M:%S') || {
  echo "not an instant: $instant" >&2
  exit 2
}
export FAKETIME="@$start"
export LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}"
# FAKETIME_DONT_FAKE_MONOTONIC=1 is not set: with it Chromium's network service crashes at start.
# Turbo's cache would replay a run made at another instant: run the tasks again.
export TURBO_FORCE=true

seen=$(node -e 'process.stdout.write(new Date().toISOString())')
echo "test-at: clock starts at ${start} UTC (a child process reads ${seen})" >&2
exec "$@"
