import { issuerOf, type AppConfig } from '../config/appConfig';

/**
 * RP-Initiated Logout as a form POST (OpenID Connect RP-Initiated Logout 1.0 allows GET or POST):
 * the ID token goes as `id_token_hint` in the body, never in a URL, history or a log line. With a
 * valid hint Keycloak ends its session without a confirmation page and returns to the registered
 * `post_logout_redirect_uri` (exactly `{origin}/`); where the customer goes next waits in this
 * tab's sessionStorage (docs/decisions/010-fresh-login-and-provider-logout.md). No `state`: the
 * portal's URLs carry none.
 */
export interface LogoutForm {
  action: string;
  fields: Record<string, string>;
}

export function logoutForm(appConfig: AppConfig, origin: string, idToken: string): LogoutForm {
  return {
    action: `${issuerOf(appConfig)}/protocol/openid-connect/logout`,
    fields: {
      id_token_hint: idToken,
      client_id: appConfig.oidc.clientId,
      post_logout_redirect_uri: `${origin}/`,
    },
  };
}

/** Sends the form from the page (no inline script: the CSP's form-action allows the provider). */
export function submitLogoutForm({ action, fields }: LogoutForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Ends the provider's session from the page, without leaving it, once the tokens are in the tab
 * (docs/decisions/068): the journey needs nothing of the session after the code exchange, and a
 * session that outlives the login is what a closed tab leaves to the next person on a shared phone
 * (Keycloak refuses their login naming the previous customer, or another client logs in on it).
 * No `post_logout_redirect_uri`: the provider answers with a page nobody reads. The ID token's
 * `sid` names the session, so the browser's third-party cookie rules do not matter; `keepalive`
 * sends it even if the tab closes at once. A lost request leaves the journey's end to do it.
 */
export function endProviderSessionInBackground(appConfig: AppConfig, idToken: string): void {
  const { action, fields } = logoutForm(appConfig, '', idToken);
  const { post_logout_redirect_uri: _none, ...body } = fields;
  void fetch(action, { method: 'POST', body: new URLSearchParams(body), mode: 'no-cors', credentials: 'include', cache: 'no-store', keepalive: true, referrerPolicy: 'no-referrer' }).catch(
    () => undefined,
  );
}
