#!/usr/bin/env bash
# Every test: lint, type-check, unit and integration tests, then the browser tests on a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step says how long the one before took, so a slow CI run shows where its time went.
STEP_NAME="" STEP_START=0
step_took() { if [ -n "$STEP_NAME" ]; then printf '== %s took %ss\n' "$STEP_NAME" "$((SECONDS - STEP_START))"; fi; }
step() {
  step_took
  STEP_NAME="$*" STEP_START=$SECONDS
  printf '\n== %s\n' "$*"
}
trap step_took EXIT

step "lint"
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --list-different .; echo "Run npm run format."; exit 1; }

step "type-check"
npm run -s typecheck

step "unit and integration tests (vitest)"
npx vitest run

step "browser (Debian Chromium)"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: installing Debian's chromium package with apt."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version

step "production build for the browser tests"
set -a
# shellcheck source=/dev/null
source e2e/e2e.env
set +a
npm run -s build

step "browser tests (Playwright)"
npx playwright test
