/** The simulated bank's options and their environment variables (docs/simulated-bank.md). */
import path from 'node:path';

export interface BankOptions {
  host: string;
  port: number;
  /** Origin the browser sees (the dev server's when proxied). No trailing slash. */
  publicUrl: string;
  realm: string;
  clientId: string;
  productName: string;
  portalDist: string;
  /** Delay of the slow scenarios, in ms. */
  slowMs: number;
  /** 'silent' turns the request log off. */
  log: 'info' | 'silent';
  /** Where log lines go (default console.log). */
  logLine?: (line: string) => void;
  /** Served at /config.json instead of the computed config (object as JSON, string as is). */
  configOverride?: unknown;
  /** Injectable clock. */
  now?: () => number;
  /**
   * SMS sends per customer per rolling hour (SMS_PER_CUSTOMER_HOUR; default the real bound,
   * SMS_SENDS_PER_CUSTOMER_HOUR in state.ts). Only test runs raise it: two seeded SMS customers
   * stand for every journey of a run.
   */
  smsPerCustomerHour?: number;
  /**
   * A real Keycloak to use instead of the embedded provider (KEYCLOAK_URL, e.g.
   * `http://127.0.0.1:8480/idp`): the bank forwards its `/idp` paths there, so Keycloak must be
   * started with `--http-relative-path=/idp --proxy-headers=xforwarded` (docs/deployment.md).
   */
  keycloakUrl?: string;
}

/**
 * The per-customer SMS bound of test runs (end-to-end, engines, screens, bench, exactly-once): two
 * seeded SMS customers stand for every journey of a run, far more than one customer's hour. The
 * per-consent bound still holds in them.
 */
export const TEST_RUNS_SMS_PER_CUSTOMER_HOUR = 100_000;

export function resolveOptions(partial: Partial<BankOptions> = {}, env: NodeJS.ProcessEnv = {}): BankOptions {
  const host = partial.host ?? env.BANK_HOST ?? '127.0.0.1';
  const port = partial.port ?? Number(env.BANK_PORT ?? 8080);
  const publicUrl = (partial.publicUrl ?? env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const keycloakUrl = (partial.keycloakUrl ?? env.KEYCLOAK_URL ?? '').replace(/\/+$/, '');
  const smsPerCustomerHour = partial.smsPerCustomerHour ?? (env.SMS_PER_CUSTOMER_HOUR ? Number(env.SMS_PER_CUSTOMER_HOUR) : undefined);
  return {
    host,
    port,
    publicUrl,
    realm: partial.realm ?? env.OIDC_REALM ?? 'openfinance',
    clientId: partial.clientId ?? env.OIDC_CLIENT_ID ?? 'consent-portal',
    productName: partial.productName ?? env.PRODUCT_NAME ?? 'Cooperativa Exemplo',
    portalDist: partial.portalDist ?? env.PORTAL_DIST ?? path.resolve(__dirname, '..', 'dist'),
    slowMs: partial.slowMs ?? Number(env.SLOW_MS ?? 15_000),
    log: partial.log ?? (env.LOG === 'silent' ? 'silent' : 'info'),
    ...(partial.logLine ? { logLine: partial.logLine } : {}),
    ...(partial.configOverride !== undefined ? { configOverride: partial.configOverride } : {}),
    ...(partial.now ? { now: partial.now } : {}),
    ...(keycloakUrl ? { keycloakUrl } : {}),
    ...(smsPerCustomerHour !== undefined && Number.isFinite(smsPerCustomerHour) ? { smsPerCustomerHour } : {}),
  };
}

export function issuerOf(options: Pick<BankOptions, 'publicUrl' | 'realm'>): string {
  return `${options.publicUrl}/idp/realms/${options.realm}`;
}

/** INTERFACE §2. */
export function portalConfig(options: BankOptions) {
  return {
    productName: options.productName,
    bffBaseUrl: `${options.publicUrl}/api`,
    oidc: { url: `${options.publicUrl}/idp`, realm: options.realm, clientId: options.clientId },
    // Field data (docs/decisions/023): the bank collects it and shows it at /banco/metricas.
    metricsUrl: `${options.publicUrl}/banco/metricas/eventos`,
  };
}
