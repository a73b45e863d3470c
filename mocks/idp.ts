/**
 * The identity provider: a real OpenID provider (oidc-provider) with Keycloak's layout under
 * /idp/realms/{realm}, mounted in Fastify through @fastify/middie, plus its login page.
 *
 * Only app.ts/main.ts import this module: oidc-provider is ESM-only and jest runs CommonJS.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import middie from '@fastify/middie';
import type { Configuration, KoaContextWithOIDC, default as ProviderType } from 'oidc-provider';
import { authenticate, findCustomerByCpf } from './customers';
import { portalRegistration } from '../deploy/keycloak/registration';
import { issuerOf, type BankOptions } from './options';
import { loginPage, logoutPage, messagePage, pageCsp } from './pages';
import type { TokenVerifier } from './server';

export const INTERACTION_PREFIX = '/idp/interacao';
/** The script that sends the logout form on its own when the id_token_hint was valid (no inline script). */
const LOGOUT_SCRIPT = `${INTERACTION_PREFIX}/sair.js`;
const LOGOUT_ROUTE = '/protocol/openid-connect/logout';

/** An urlencoded form body (the logout's four fields; anything longer is cut off). */
function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < 64 * 1024) body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', () => resolve(new URLSearchParams()));
  });
}

export interface Idp {
  /** The embedded provider; null when the bank stands in front of a real Keycloak (KEYCLOAK_URL). */
  provider: ProviderType | null;
  issuer: string;
  verifyToken: TokenVerifier;
  /** Mounts the provider and the login page on the app (call before the app's catch-all routes). */
  mount: (app: FastifyInstance) => Promise<void>;
}

export async function createIdp(options: BankOptions): Promise<Idp> {
  if (options.keycloakUrl) return keycloakBridge(options, options.keycloakUrl);
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  // The same registration a bank imports into Keycloak (deploy/keycloak/openfinance-realm.json).
  const registration = portalRegistration(options.publicUrl, options.clientId);
  const issuer = issuerOf(options);
  const publicUrl = new URL(options.publicUrl);
  const csp = pageCsp(options.publicUrl);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const html = (ctx: KoaContextWithOIDC, body: string) => {
    ctx.type = 'html';
    ctx.set('content-security-policy', csp);
    ctx.body = body;
  };

  // As the realm's cookieless browser flow (docs/decisions/041): a live session never stands in for
  // the password, whether or not the request carries prompt=login; only the login just given in this
  // request's own interaction does. prompt=none therefore ends in login_required.
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('fresh_login', 'every authorization request asks for the password', 'login_required', (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  const configuration: Configuration = {
    // Redirect and post-logout URIs are compared exactly, as Keycloak does: no per-journey query.
    clients: [{ ...registration.client, client_name: options.productName, application_type: 'web' }],
    pkce: { required: () => true },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: LOGOUT_ROUTE,
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    // Only the portal's own origin may call the token and userinfo endpoints from a browser.
    clientBasedCORS: (_ctx, origin) => origin === publicUrl.origin,
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PREFIX}/${interaction.uid}`, policy },
    // The realm turns refresh tokens off for this public client (use.refresh.tokens): whatever runs in
    // the page must not be able to renew the customer's access after the journey.
    issueRefreshToken: () => false,
    // `name` with the openid scope: the portal asks for `openid` only and shows the customer's name.
    claims: { openid: ['sub', 'name'] },
    findAccount: async (_ctx, sub) => {
      const customer = findCustomerByCpf(sub);
      if (!customer) return undefined;
      return { accountId: customer.cpf, claims: async () => ({ sub: customer.cpf, name: customer.name }) };
    },
    // No consent prompt: the portal is the bank's own first-party client, so its grant is implicit.
    loadExistingGrant: async (ctx) => {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const existingId = session.grantIdFor(client.clientId);
      const existing = existingId ? await ctx.oidc.provider.Grant.find(existingId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    ttl: registration.ttl,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey as unknown as NonNullable<NonNullable<Configuration['jwks']>['keys']>[number]] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // As Keycloak: a valid id_token_hint logs out at once; without one the customer confirms.
        logoutSource: (ctx, form) => {
          if (!ctx.oidc.entities.IdTokenHint) {
            html(ctx, logoutPage(options.productName, form));
            return;
          }
          ctx.type = 'html';
          ctx.set('content-security-policy', csp.replace("default-src 'none'", "default-src 'none'; script-src 'self'"));
          ctx.body = autoLogoutPage(options.productName, form);
        },
        postLogoutSuccessSource: (ctx) => html(ctx, messagePage(`${options.productName} — Sair`, 'Você saiu da sua conta.')),
      },
    },
    renderError: (ctx, out) => {
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      html(ctx, messagePage('Não foi possível entrar', `Ocorreu um erro no login (${detail}). Reinicie a transação na instituição iniciadora.`));
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind the dev server's proxy: trust X-Forwarded-* (set below from PUBLIC_URL anyway).
  provider.proxy = true;

  const verifyToken: TokenVerifier = async (token) => {
    const found = await provider.AccessToken.find(token);
    if (!found || found.isExpired) return undefined;
    return found.accountId;
  };

  const callback = provider.callback();
  const mount = async (app: FastifyInstance) => {
    await app.register(middie);
    // The provider builds every URL from the request; PUBLIC_URL is what the browser sees, so the
    // issuer, the endpoints and the redirects agree whether or not a proxy sits in front.
    app.use(`/idp/realms/${options.realm}`, (req: IncomingMessage, res: ServerResponse) => {
      req.headers['x-forwarded-host'] = publicUrl.host;
      req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
      if (req.method === 'POST' && (req.url ?? '').split('?')[0] === LOGOUT_ROUTE) {
        // Keycloak takes the RP-initiated logout as a form POST (the portal's: the ID token stays
        // out of URLs). oidc-provider offers POST only with SameSite=None cookies, which need
        // https; so the form's fields are handed to its GET handler here, inside the server.
        void readForm(req).then((form) => {
          req.method = 'GET';
          req.url = `${LOGOUT_ROUTE}?${form.toString()}`;
          // oidc-provider finds its mount path by comparing url and originalUrl (set by middie).
          (req as IncomingMessage & { originalUrl?: string }).originalUrl = `/idp/realms/${options.realm}${req.url}`;
          delete req.headers['content-type'];
          delete req.headers['content-length'];
          void callback(req, res);
        });
        return;
      }
      void callback(req, res);
    });

    const withForwarded = (req: IncomingMessage) => {
      req.headers['x-forwarded-host'] = publicUrl.host;
      req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
      return req;
    };
    const page = (reply: FastifyReply, body: string, status = 200) =>
      reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp).header('cache-control', 'no-store').send(body);
    const expired = (reply: FastifyReply) =>
      page(reply, messagePage('Sessão de login expirada', 'Sua sessão de login expirou. Volte à instituição iniciadora e comece novamente.'), 400);

    app.get(LOGOUT_SCRIPT, async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(AUTO_LOGOUT_JS),
    );

    app.get(`${INTERACTION_PREFIX}/:uid`, async (request, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(withForwarded(request.raw), reply.raw);
      } catch {
        return expired(reply);
      }
      if (details.prompt.name !== 'login') {
        // Consent is never asked (see loadExistingGrant); finish any other prompt with no change.
        const to = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.redirect(to, 303);
      }
      return page(reply, loginPage(options.productName, `${INTERACTION_PREFIX}/${details.uid}/login`));
    });

    app.post(`${INTERACTION_PREFIX}/:uid/login`, async (request, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(withForwarded(request.raw), reply.raw);
      } catch {
        return expired(reply);
      }
      const body = (request.body ?? {}) as { cpf?: unknown; senha?: unknown };
      const cpf = typeof body.cpf === 'string' ? body.cpf : '';
      const customer = authenticate(cpf, typeof body.senha === 'string' ? body.senha : '');
      if (!customer) {
        return page(reply, loginPage(options.productName, `${INTERACTION_PREFIX}/${details.uid}/login`, { error: true, cpf }), 401);
      }
      const to = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: customer.cpf } }, { mergeWithLastSubmission: false });
      return reply.redirect(to, 303);
    });
  };

  return { provider, issuer, verifyToken, mount };
}

const AUTO_LOGOUT_JS = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var yes = document.createElement('input');
  yes.type = 'hidden';
  yes.name = 'logout';
  yes.value = 'yes';
  form.appendChild(yes);
  form.submit();
})();
`;

/** The logout with a valid id_token_hint: sent on by a same-origin script, with a button if scripts are off. */
function autoLogoutPage(productName: string, form: string): string {
  const title = `${productName} — Saindo`;
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<script src="${LOGOUT_SCRIPT}" defer></script></head>
<body><main><h1>${escapeHtml(title)}</h1>${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button></noscript></main></body>
</html>`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * KEYCLOAK_URL: the simulated bank in front of a real Keycloak. The bank forwards `/idp/*` to it
 * unchanged (same origin for the portal, as the embedded provider), with X-Forwarded-* headers so
 * that Keycloak's issuer and redirects name the bank's PUBLIC_URL; the BFF verifies Keycloak's
 * access tokens with the realm's published keys and reads the customer's CPF from the `cpf` claim
 * (the realm file's protocol mapper: the username is the CPF).
 */
function keycloakBridge(options: BankOptions, keycloakUrl: string): Idp {
  const issuer = issuerOf(options);
  const publicUrl = new URL(options.publicUrl);
  const target = new URL(keycloakUrl);
  const certsUrl = `${keycloakUrl}/realms/${options.realm}/protocol/openid-connect/certs`;
  let keys: Promise<Map<string, JsonWebKey>> | null = null;
  const loadKeys = (): Promise<Map<string, JsonWebKey>> => {
    keys ??= fetch(certsUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Keycloak keys: HTTP ${response.status}`);
        const body = (await response.json()) as { keys: (JsonWebKey & { kid?: string; use?: string })[] };
        return new Map(body.keys.filter((k) => k.use !== 'enc' && k.kid).map((k) => [k.kid as string, k]));
      })
      .catch((error: unknown) => {
        keys = null;
        throw error;
      });
    return keys;
  };

  const verifyToken: TokenVerifier = async (token) => {
    const [head, body, signature] = token.split('.');
    if (!head || !body || !signature) return undefined;
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
      if (header.alg !== 'RS256' || !header.kid) return undefined;
      const jwk = (await loadKeys()).get(header.kid);
      if (!jwk) return undefined;
      const valid = verify('RSA-SHA256', Buffer.from(`${head}.${body}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url'));
      if (!valid) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { iss?: string; exp?: number; azp?: string; typ?: string; cpf?: unknown };
      const now = (options.now ?? Date.now)() / 1000;
      if (claims.iss !== issuer || claims.azp !== options.clientId || claims.typ !== 'Bearer') return undefined;
      if (typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
      return typeof claims.cpf === 'string' ? claims.cpf : undefined;
    } catch {
      return undefined;
    }
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, host: target.host, 'x-forwarded-host': publicUrl.host, 'x-forwarded-proto': publicUrl.protocol.replace(':', ''), 'x-forwarded-port': publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80') };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Keycloak indisponível');
    });
    req.pipe(upstream);
  };

  const mount = async (app: FastifyInstance) => {
    await app.register(middie);
    // Keycloak reads its own request bodies (login form, token, logout): Fastify must not parse them.
    app.use('/idp', forward);
  };

  return { provider: null, issuer, verifyToken, mount };
}
