import { currentAccessToken } from '../auth/oidc';

/** The headers of every BFF call (INTERFACE §4): JSON, and the bearer token once logged in. */
export function applyBffHeaders(headers: Headers): Headers {
  headers.set('Accept', 'application/json');
  const token = currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
