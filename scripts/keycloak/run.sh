#!/usr/bin/env bash
# Starts the Keycloak of the login journeys (npm run test:keycloak) in the foreground, on loopback
# only, with a fresh database and the realm of deploy/keycloak/ plus the test customers imported.
# Playwright (playwright.keycloak.config.ts) starts it, waits for the realm and stops it after.
#   KEYCLOAK_PORT (8480), KEYCLOAK_MANAGEMENT_PORT (9000, Keycloak's own default: its management
#   interface, opened only when health or metrics are on, named anyway so parallel runs cannot clash),
#   PORTAL_ORIGIN (the simulated bank's URL, registered as the portal's).
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION="${KEYCLOAK_VERSION:-26.7.3}"
HOME_DIR="$(pwd)/.keycloak/keycloak-${VERSION}"
if [ ! -x "${HOME_DIR}/bin/kc.sh" ]; then
  echo "Keycloak ${VERSION} is not installed in ${HOME_DIR}: run scripts/keycloak/install.sh first (.ci/run does)." >&2
  exit 1
fi
: "${PORTAL_ORIGIN:?PORTAL_ORIGIN (the portal origin to register) is required}"

# A JDK 21 or later under /usr/lib/jvm when there is one (Keycloak 26 deprecates 17); else `java`.
best=""
best_major=0
for release in /usr/lib/jvm/*/release; do
  [ -f "$release" ] || continue
  major=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")
  if [ -n "$major" ] && [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
    best="$(dirname "$release")"
    best_major="$major"
  fi
done
if [ -n "$best" ]; then export JAVA_HOME="$best"; fi

rm -rf "${HOME_DIR}/data"
npx tsx scripts/keycloak/test-realm.ts "${HOME_DIR}/data/import"
export PORTAL_ORIGIN
exec "${HOME_DIR}/bin/kc.sh" start-dev \
  --http-host=127.0.0.1 \
  --http-port="${KEYCLOAK_PORT:-8480}" \
  --http-management-port="${KEYCLOAK_MANAGEMENT_PORT:-9000}" \
  --http-relative-path=/idp \
  --proxy-headers=xforwarded \
  --import-realm
