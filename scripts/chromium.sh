#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (console, report page)
# when it is missing, and prints its path. Idempotent; quiet on success.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  command -v chromium
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "chromium.sh: chromium is missing and installing it needs root (apt-get install chromium)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# .ci/run starts this, redmine-dev.sh and mail-dev.sh at once: one apt at a time.
exec 9>/tmp/axagent-apt.lock && flock 9
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
command -v chromium
