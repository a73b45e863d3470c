/*
 * The login floor's entry (docs/performance.md): what the portal's entry does to start the login,
 * without the app. It keeps the intent, makes the PKCE verifier and the state, and sends the browser
 * to the same provider's authorization endpoint with the portal's parameters (oidc-client-ts's:
 * code flow, S256, scope openid, prompt=login) and the portal's redirect URI, /callback, the one
 * the provider registers. The state's prefix tells the bench's ingress to answer that /callback with
 * the dynamic floor (pix-dinamica.js), which finishes the login. Not measured: the bench times from
 * 'Entrar' on the provider's page.
 */
(function () {
  'use strict';
  var base64url = function (bytes) {
    return btoa(String.fromCharCode.apply(null, new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  var random = function (size) {
    return base64url(crypto.getRandomValues(new Uint8Array(size)));
  };
  var verifier = random(48);
  var state = 'bench-floor-' + random(16);
  var intentId = new URLSearchParams(location.search).get('intent_id');
  sessionStorage.setItem('piso.login', JSON.stringify({ state: state, verifier: verifier, intentId: intentId }));
  Promise.all([
    fetch('/config.json').then(function (response) {
      return response.json();
    }),
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  ]).then(function (answers) {
    var config = answers[0];
    var query = new URLSearchParams({
      client_id: config.oidc.clientId,
      redirect_uri: location.origin + '/callback',
      response_type: 'code',
      scope: 'openid',
      state: state,
      code_challenge: base64url(answers[1]),
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    location.replace(config.oidc.url + '/realms/' + encodeURIComponent(config.oidc.realm) + '/protocol/openid-connect/auth?' + query);
  });
})();
