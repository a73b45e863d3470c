/**
 * The identity provider: a real OpenID provider (oidc-provider) with Keycloak's layout under
 * /idp/realms/{realm}, mounted in Fastify through @fastify/middie, plus its login page.
 *
 * Only app.ts/main.ts import this module: oidc-provider is ESM-only and jest runs CommonJS.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import middie from '@fastify/middie';
import type { Configuration, KoaContextWithOIDC, default as ProviderType } from 'oidc-provider';
import { authenticate, findCustomerByCpf } from './customers';
import { issuerOf, type BankOptions } from './options';
import { loginPage, logoutPage, messagePage, pageCsp } from './pages';
import type { TokenVerifier } from './server';

export const INTERACTION_PREFIX = '/idp/interacao';
export const ACCESS_TOKEN_TTL_S = 30 * 60;

export interface Idp {
  provider: ProviderType;
  issuer: string;
  verifyToken: TokenVerifier;
  /** Mounts the provider and the login page on the app (call before the app's catch-all routes). */
  mount: (app: FastifyInstance) => Promise<void>;
}

export async function createIdp(options: BankOptions): Promise<Idp> {
  const { default: Provider } = await import('oidc-provider');
  const issuer = issuerOf(options);
  const publicUrl = new URL(options.publicUrl);
  const csp = pageCsp(options.publicUrl);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const html = (ctx: KoaContextWithOIDC, body: string) => {
    ctx.type = 'html';
    ctx.set('content-security-policy', csp);
    ctx.body = body;
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_name: options.productName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.publicUrl}/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
      },
    ],
    pkce: { required: () => true },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    // Only the portal's own origin may call the token and userinfo endpoints from a browser.
    clientBasedCORS: (_ctx, origin) => origin === publicUrl.origin,
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PREFIX}/${interaction.uid}` },
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
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 120,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey as unknown as NonNullable<NonNullable<Configuration['jwks']>['keys']>[number]] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, logoutPage(options.productName, form)),
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

  // Post-logout redirect: the portal returns to `{PUBLIC_URL}/?intent_id=...` (SPEC §4 Session),
  // while oidc-provider compares post_logout_redirect_uri with the registered URIs exactly. We keep
  // the exact check and, for this client only, also accept a registered URI plus a query string:
  // scheme, host, port and path still must match a registered URI, and a fragment is refused, so
  // the target stays ours (no open redirect); only the query varies.
  const exactCheck = provider.Client.prototype.postLogoutRedirectUriAllowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string): boolean {
    if (exactCheck.call(this, value)) return true;
    if (this.clientId !== options.clientId) return false;
    const url = URL.parse(value);
    if (!url || url.hash !== '' || url.username !== '' || url.password !== '') return false;
    const base = `${url.origin}${url.pathname}`;
    return (this.postLogoutRedirectUris ?? []).includes(base);
  };

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
