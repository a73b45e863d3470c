#!/usr/bin/env bash
# Installs the browsers of the cross-engine journeys (docs/decisions/014-three-engines.md) on Debian 12
# when missing: WebKit (WebKitGTK's WebDriver server and MiniBrowser, under Xvfb) and Firefox ESR.
# Chromium is installed by .ci/run's own block. Fails loudly if apt cannot install them.
set -euo pipefail

need=()
[ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
[ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ] || need+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb)
[ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)

if [ "${#need[@]}" -gt 0 ]; then
  mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
  echo "engines: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

echo "engines: $(dpkg-query -W -f='WebKitGTK ${Version}' libwebkit2gtk-4.1-0 2>/dev/null || echo 'WebKitGTK missing'), $(/usr/bin/firefox-esr --version 2>/dev/null || echo 'Firefox ESR missing')"
