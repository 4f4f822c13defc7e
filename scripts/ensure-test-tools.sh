#!/usr/bin/env bash
# Installs the system tools the test suites need when they are missing: Debian's Chromium for the
# browser tests and the PostgreSQL 15 binaries for the store contract suite. npm packages come from `npm ci`.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need[@]}" >/dev/null
fi
