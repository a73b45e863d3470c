#!/usr/bin/env bash
# What `npm test` needs beyond node_modules: Debian's Chromium, nginx with its brotli module (the
# deployment test), WebKit and Firefox (the cross-engine journeys) and Keycloak (the login journeys).
# As root on Debian it installs what is missing (each step does nothing when already there);
# elsewhere it names the one command to run. `npm test` runs it first, so a fresh machine needs no
# step of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

KEYCLOAK_VERSION="${KEYCLOAK_VERSION:-26.7.3}"

missing() {
  [ -x /usr/bin/chromium ] || echo chromium
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || echo nginx
  # deploy/nginx/nginx.conf loads brotli_static (decision 032); e2e/deploy-nginx.spec.ts runs that file.
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || echo libnginx-mod-http-brotli-static
  [ -x /usr/bin/WebKitWebDriver ] || echo webkit2gtk-driver
  command -v xvfb-run >/dev/null 2>&1 || echo xvfb
  [ -x /usr/bin/firefox-esr ] || echo firefox-esr
  [ -x ".keycloak/keycloak-${KEYCLOAK_VERSION}/bin/kc.sh" ] || echo "keycloak-${KEYCLOAK_VERSION}"
}

mapfile -t need < <(missing)
[ "${#need[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs: ${need[*]}." >&2
  echo "Install them with: sudo bash scripts/test-setup.sh (Debian 12; see README 'Prerequisites')." >&2
  exit 1
fi

echo "test-setup: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt_need=()
for package in chromium nginx libnginx-mod-http-brotli-static; do
  printf '%s\n' "${need[@]}" | grep -qx "$package" && apt_need+=("$package")
done
if [ "${#apt_need[@]}" -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${apt_need[@]}" >/dev/null
fi
bash scripts/engines/install.sh
KEYCLOAK_VERSION="$KEYCLOAK_VERSION" bash scripts/keycloak/install.sh
