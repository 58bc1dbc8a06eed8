#!/usr/bin/env bash
# Sets up a fresh machine that has Node.js 20 and npm: pnpm, the workspace's dependencies and,
# with --test-tools, what the tests need beyond npm (Debian's Chromium and docker-compose).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ "${1:-}" = "--test-tools" ]; then
  missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
  # The topology test serves the remotes and the gateway with nginx, as docker-compose does.
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
  command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} from Debian's packages"
    SUDO=""
    [ "$(id -u)" = "0" ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

pnpm install --frozen-lockfile
