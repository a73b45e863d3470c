#!/usr/bin/env bash
# Installs the Keycloak server the login journeys run against (npm run test:keycloak):
# org.keycloak:keycloak-quarkus-dist (zip) from Maven Central, unpacked into .keycloak/ at the
# repository root (git-ignored). Needs a JDK (17 runs Keycloak 26 with a deprecation warning; a 21+
# under /usr/lib/jvm is preferred by scripts/keycloak/run.sh) and Maven; installs both from Debian
# packages when missing. Idempotent: does nothing when the server is already unpacked.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION="${KEYCLOAK_VERSION:-26.7.3}"
TARGET=".keycloak/keycloak-${VERSION}"
if [ -x "${TARGET}/bin/kc.sh" ]; then
  echo "Keycloak ${VERSION} already installed in ${TARGET}"
  exit 0
fi

need_apt=()
command -v java >/dev/null 2>&1 || ls -d /usr/lib/jvm/*/bin/java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
command -v unzip >/dev/null 2>&1 || need_apt+=(unzip)
if [ "${#need_apt[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

# -Dtransitive=false: only the distribution zip; its own dependencies are inside it (resolving
# them would also ask repositories other than Maven Central).
mvn -q -B dependency:get -Dartifact="org.keycloak:keycloak-quarkus-dist:${VERSION}:zip" -Dtransitive=false
ZIP="${HOME}/.m2/repository/org/keycloak/keycloak-quarkus-dist/${VERSION}/keycloak-quarkus-dist-${VERSION}.zip"
mkdir -p .keycloak
rm -rf "${TARGET}.partial"
unzip -q "${ZIP}" -d "${TARGET}.partial"
mv "${TARGET}.partial/keycloak-${VERSION}" "${TARGET}"
rmdir "${TARGET}.partial"
echo "Keycloak ${VERSION} installed in ${TARGET}"
