#!/bin/sh
# Writes the portal's /config.json (INTERFACE §2) and the nginx security-headers include from the
# environment at container start, puts the build's route include where nginx reads it, then runs the
# given command (usually nginx). POSIX sh, no node.
#
#   PRODUCT_NAME="Cooperativa Exemplo" BFF_BASE_URL=https://bff.example/api \
#   OIDC_URL=https://login.example OIDC_REALM=openfinance OIDC_CLIENT_ID=consent-portal \
#   deploy/write-config.sh nginx -g 'daemon off;'
#
# Required: PRODUCT_NAME, BFF_BASE_URL, OIDC_URL, OIDC_REALM, OIDC_CLIENT_ID.
# Optional config keys: BANK_WEBSITE_URL, APP_DEEP_LINK, APP_STORE_URL, PLAY_STORE_URL,
#   ANDROID_PACKAGE, METRICS_URL (field data; its origin joins connect-src).
# Every URL: https, or plain http on a loopback host only (the portal's own rule, src/platform/safeUrl.ts);
#   BFF_BASE_URL and OIDC_URL are bases the portal appends paths to: no query or fragment.
# Optional CSP: CSP_CONNECT_SRC (more origins the portal may call, space-separated), CSP_REPORT_URI
#   (where browsers send violation reports: https, or http on loopback only; without it the policy
#   has no reporting directives and no Reporting-Endpoints header is sent).
# Where: CONFIG_OUTPUT (default /usr/share/nginx/html/config.json),
#   HEADERS_TEMPLATE (default /etc/nginx/templates/security-headers.conf, the checked-in
#   deploy/nginx/security-headers.conf), HEADERS_OUTPUT (default /etc/nginx/security-headers.conf).
#   HEADERS_OUTPUT=- skips the headers. PRELOAD_OUTPUT (default /etc/nginx/app-preload.conf): the
#   `Link` header of each route's page, the build's app-preload.conf next to CONFIG_OUTPUT copied as
#   it is (decisions 026, 072; without that file, no header). PRELOAD_OUTPUT=- skips it.
# Refuses to start (exit 64) when a required variable is missing or a value is not acceptable.
set -eu

CONFIG_OUTPUT="${CONFIG_OUTPUT:-/usr/share/nginx/html/config.json}"
HEADERS_TEMPLATE="${HEADERS_TEMPLATE:-/etc/nginx/templates/security-headers.conf}"
HEADERS_OUTPUT="${HEADERS_OUTPUT:-/etc/nginx/security-headers.conf}"
PRELOAD_OUTPUT="${PRELOAD_OUTPUT:-/etc/nginx/app-preload.conf}"

fail() {
  printf 'write-config: %s\n' "$1" >&2
  exit 64
}

# Every value: present when required, no control characters (newline, tab, ...).
check_value() { # name value
  case "$2" in
    *[[:cntrl:]]*) fail "$1 contains a control character" ;;
  esac
}

require() { # name
  eval "value=\${$1:-}"
  [ -n "$value" ] || fail "$1 is required"
  check_value "$1" "$value"
}

# JSON string: control characters are refused above; backslash and double quote are escaped.
# Everything else (UTF-8 included) is valid inside a JSON string as is.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# The portal's rule (src/platform/safeUrl.ts): a config it would refuse must not start the container.
is_http_url() {
  case "$1" in
    https://?*) return 0 ;;
  esac
  printf '%s' "$1" | grep -Eq '^http://(localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]{1,5})?([/?#]|$)'
}

# scheme://host[:port] of a URL, checked so it can only be one CSP source.
origin_of() { # name url
  origin=$(printf '%s' "$2" | sed -e 's#^\([A-Za-z][A-Za-z0-9+.-]*://[^/?#]*\).*$#\1#')
  case "$origin" in
    *@*) fail "$1 must not carry credentials" ;;
  esac
  printf '%s' "$origin" | grep -Eq '^https?://([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$' ||
    fail "$1 has no usable origin: $2"
  printf '%s' "$origin"
}

for name in PRODUCT_NAME BFF_BASE_URL OIDC_URL OIDC_REALM OIDC_CLIENT_ID; do
  require "$name"
done
is_http_url "$BFF_BASE_URL" || fail "BFF_BASE_URL must be an https URL (http on loopback only)"
is_http_url "$OIDC_URL" || fail "OIDC_URL must be an https URL (http on loopback only)"
# The portal appends its paths to these bases ('/openfinance/...', '/realms/...'): after a query or a
# fragment every call would go to the base itself, with the path in the query or lost.
for name in BFF_BASE_URL OIDC_URL; do
  eval "value=\${$name}"
  case "$value" in
    *'?'* | *'#'*) fail "$name must not have a query or fragment ('?' or '#'): $value" ;;
  esac
done

# Optional keys: written only when set.
optional=""
for name in BANK_WEBSITE_URL APP_STORE_URL PLAY_STORE_URL APP_DEEP_LINK ANDROID_PACKAGE METRICS_URL; do
  eval "value=\${$name:-}"
  [ -n "$value" ] || continue
  check_value "$name" "$value"
  case "$name" in
    BANK_WEBSITE_URL) key=bankWebsiteUrl ;;
    APP_STORE_URL) key=appStoreUrl ;;
    PLAY_STORE_URL) key=playStoreUrl ;;
    APP_DEEP_LINK) key=appDeepLink ;;
    ANDROID_PACKAGE) key=androidPackage ;;
    METRICS_URL) key=metricsUrl ;;
  esac
  case "$name" in
    *_URL) is_http_url "$value" || fail "$name must be an https URL (http on loopback only)" ;;
  esac
  optional="$optional,
  \"$key\": $(json_string "$value")"
done

# The same check as isReportUri in deploy/security-headers.ts: nothing that could add a directive, end
# the nginx string, or mean something to nginx ($) or to the sed below (#, &, \).
report_uri="${CSP_REPORT_URI:-}"
if [ -n "$report_uri" ]; then
  check_value CSP_REPORT_URI "$report_uri"
  printf '%s' "$report_uri" |
    grep -Eq '^(https://([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])|http://(localhost|127(\.[0-9]{1,3}){3}|\[::1\]))(:[0-9]{1,5})?(/[A-Za-z0-9._~%/:=?+-]*)?$' ||
    fail "CSP_REPORT_URI must be an https URL (http only on loopback) without spaces, quotes, ';', ',', '\$', '&' or '#': $report_uri"
fi

bff_base=$(printf '%s' "$BFF_BASE_URL" | sed -e 's#/*$##')
oidc_url=$(printf '%s' "$OIDC_URL" | sed -e 's#/*$##')

# ---- CSP origins, checked before anything is written ---------------------------------------------
if [ "$HEADERS_OUTPUT" != "-" ]; then
  [ -r "$HEADERS_TEMPLATE" ] || fail "HEADERS_TEMPLATE not readable: $HEADERS_TEMPLATE"
  bff_origin=$(origin_of BFF_BASE_URL "$bff_base")
  idp_origin=$(origin_of OIDC_URL "$oidc_url")
  connect="$bff_origin"
  [ "$idp_origin" = "$bff_origin" ] || connect="$connect $idp_origin"
  # Field data goes to METRICS_URL with navigator.sendBeacon: its origin must be allowed too.
  if [ -n "${METRICS_URL:-}" ]; then
    metrics_origin=$(origin_of METRICS_URL "$METRICS_URL")
    case " $connect " in *" $metrics_origin "*) ;; *) connect="$connect $metrics_origin" ;; esac
  fi
  for extra in ${CSP_CONNECT_SRC:-}; do
    extra_origin=$(origin_of CSP_CONNECT_SRC "$extra")
    [ "$extra_origin" = "$extra" ] || fail "CSP_CONNECT_SRC takes origins only: $extra"
    connect="$connect $extra_origin"
  done
fi

# ---- /config.json (written next to index.html, then moved into place in one step) ----------------
tmp="$CONFIG_OUTPUT.tmp.$$"
cat > "$tmp" <<JSON
{
  "productName": $(json_string "$PRODUCT_NAME"),
  "bffBaseUrl": $(json_string "$bff_base"),
  "oidc": {
    "url": $(json_string "$oidc_url"),
    "realm": $(json_string "$OIDC_REALM"),
    "clientId": $(json_string "$OIDC_CLIENT_ID")
  }$optional
}
JSON
chmod 0644 "$tmp"
mv -f "$tmp" "$CONFIG_OUTPUT"
printf 'write-config: wrote %s\n' "$CONFIG_OUTPUT" >&2

# ---- security headers: connect-src and form-action get the BFF / provider origins ---------------
if [ "$HEADERS_OUTPUT" != "-" ]; then
  # The origins and the report URI passed the strict checks above: no '#', '&', '\' or quotes can
  # reach sed or nginx. Without a report URI, the policy's reporting directives and the
  # Reporting-Endpoints line go; a template whose directives do not read as expected keeps its
  # placeholder and is refused below rather than served with a policy cut elsewhere.
  # An http report URI (loopback, a test setup) keeps report-uri only: Chromium ignores
  # Reporting-Endpoints from a plain-http page, and with report-to it would not use report-uri either.
  unreported="/^add_header Reporting-Endpoints .*__CSP_REPORT_URI__/d"
  case "$report_uri" in
    https://*) report="s#__CSP_REPORT_URI__#$report_uri#g" ;;
    http://*) report="s#; report-to [A-Za-z0-9_-]*##g;$unreported;s#__CSP_REPORT_URI__#$report_uri#g" ;;
    *) report="s#; report-uri __CSP_REPORT_URI__; report-to [A-Za-z0-9_-]*##g;$unreported" ;;
  esac
  tmp="$HEADERS_OUTPUT.tmp.$$"
  sed -e "s#__CONNECT_SRC__#$connect#g" -e "s#__FORM_ACTION__#$idp_origin#g" -e "$report" "$HEADERS_TEMPLATE" > "$tmp"
  if grep -q '__[A-Z_]*__' "$tmp"; then
    rm -f "$tmp"
    fail "placeholders left in $HEADERS_TEMPLATE"
  fi
  mv -f "$tmp" "$HEADERS_OUTPUT"
  printf 'write-config: wrote %s\n' "$HEADERS_OUTPUT" >&2
fi

# ---- Link: rel=preload, by route: the build's include, as it is (deploy/app-preload.ts) ---------
if [ "$PRELOAD_OUTPUT" != "-" ]; then
  built="$(dirname "$CONFIG_OUTPUT")/app-preload.conf"
  tmp="$PRELOAD_OUTPUT.tmp.$$"
  if [ -r "$built" ]; then
    cp "$built" "$tmp"
  else
    # A build without it: the same maps, naming nothing.
    cat > "$tmp" <<'NGINX'
map $request_uri $app_preload_route {
  default "";
}
map $http_accept $app_preload {
  default "";
}
NGINX
  fi
  chmod 0644 "$tmp"
  mv -f "$tmp" "$PRELOAD_OUTPUT"
  printf 'write-config: wrote %s\n' "$PRELOAD_OUTPUT" >&2
fi

if [ "$#" -gt 0 ]; then
  exec "$@"
fi
