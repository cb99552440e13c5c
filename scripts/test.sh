#!/usr/bin/env bash
# The README's test command: installs what the tests need (Debian's chromium, postgresql,
# libxml2-utils, python3-aiosmtpd, openssh-server and poppler when missing, then the npm packages) and runs every test:
# typecheck, lint, unit, server (PGlite and PostgreSQL), build and end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
# the SFTP transport's tests start their own sshd on loopback (no system service)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
# the mail tests' SMTP server, run by Debian's own interpreter (not whichever python3 is on PATH)
/usr/bin/python3 -c 'import aiosmtpd' >/dev/null 2>&1 || need+=(python3-aiosmtpd)
# the statement PDF tests read the files with poppler (pdftotext, pdfinfo); poppler-data holds the
# CMap of the predefined Chinese font the PDF names
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ -d /usr/share/poppler/cMap ] || need+=(poppler-data)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${need[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

# No browser download: Playwright drives Debian's /usr/bin/chromium. `npm install` rather than
# `npm ci`: the registry reachable here serves only this platform's optional builds (rollup,
# esbuild, ...), and `npm ci` refuses a lock file that lacks the other platforms' entries.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# the server suite fails instead of skipping its PostgreSQL half when no PostgreSQL is found
export REQUIRE_POSTGRES=1
npm install --no-audit --no-fund
npm test
