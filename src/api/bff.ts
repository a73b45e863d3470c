import { createApi } from '@reduxjs/toolkit/query';
import { call, put } from 'redux-saga/effects';
import { bffBaseQuery } from './baseQuery';
import {
  BFF_PATHS,
  type AccountsAnswer,
  type AuthorisationDetail,
  type AuthorisationItem,
  type AuthorisationsAnswer,
  type AuthorisationStatusBody,
  type AuthorisationStatusDecision,
  type DecisionStatus,
  type LimitChangeBody,
  type PaymentRequest,
  type QrAnswer,
  type QrRequest,
  type RedirectInfo,
  type RevokeBody,
  type SecurityDeviceAnswer,
  type ShareAnswer,
  type SharePayload,
} from './contract';
import { toFailure, type BffFailure } from './failure';

/**
 * Every BFF call (SPEC §7, INTERFACE §4) but the entry's pre-auth post (features/session/entrySaga.ts's `postPreauth`). Sagas drive
 * them through `request` below, so the store stays the single place screens read from; this module
 * has no React hooks.
 */
export const bff = createApi({
  reducerPath: 'bff',
  baseQuery: bffBaseQuery,
  // Every answer is read once by a saga and copied into the slice that shows it.
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    getConsent: build.query<unknown, string>({
      query: (consentId) => BFF_PATHS.consent(consentId),
    }),
    // The consent's live state, read again whenever a decision is in doubt (docs/decisions/067): a
    // GET sent as a mutation, so that no read shares a cache entry whose removal would abort the next.
    getConsentV3: build.mutation<unknown, string>({
      query: (consentId) => ({ url: BFF_PATHS.consentV3(consentId), method: 'GET' }),
    }),
    decidePayment: build.mutation<RedirectInfo, { consentId: string; status: DecisionStatus; body: PaymentRequest }>({
      query: ({ consentId, status, body }) => ({ url: BFF_PATHS.paymentStatus(consentId, status), method: 'PATCH', body }),
    }),
    authoriseShare: build.mutation<ShareAnswer, SharePayload>({
      query: (body) => ({ url: BFF_PATHS.share(), method: 'POST', body }),
    }),
    rejectShare: build.mutation<ShareAnswer, string>({
      query: (id) => ({ url: BFF_PATHS.shareReject(id), method: 'PATCH' }),
    }),
    decideConsentStatus: build.mutation<
      RedirectInfo,
      { consentId: string; status: AuthorisationStatusDecision; body: AuthorisationStatusBody }
    >({
      query: ({ consentId, status, body }) => ({ url: BFF_PATHS.authorisationStatus(consentId, status), method: 'PUT', body }),
    }),
    // A decision sent as a PATCH to the path a kind's module builds from BFF_PATHS, with its body if
    // it has one: a kind's own call, which this module need not name.
    patchStatus: build.mutation<RedirectInfo, { path: string; body?: object }>({
      query: ({ path, body }) => ({ url: path, method: 'PATCH', ...(body ? { body } : {}) }),
    }),
    rejectConsent: build.mutation<RedirectInfo, string>({
      query: (consentId) => ({ url: BFF_PATHS.rejected(consentId), method: 'POST' }),
    }),
    getSecurityDevice: build.query<SecurityDeviceAnswer, void>({
      query: () => BFF_PATHS.securityDevice(),
    }),
    sendSms: build.mutation<unknown, void>({
      query: () => ({ url: BFF_PATHS.sendSms(), method: 'POST' }),
    }),
    validateSignature: build.mutation<unknown, string>({
      query: (assinaturaEletronica) => ({ url: BFF_PATHS.validateSignature(), method: 'POST', body: { assinaturaEletronica } }),
    }),
    getAccounts: build.query<AccountsAnswer, string>({
      query: (consentId) => BFF_PATHS.accounts(consentId),
    }),
    pollQr: build.mutation<QrAnswer, { body: QrRequest; tokenQRCode: string }>({
      query: ({ body, tokenQRCode }) => ({ url: BFF_PATHS.qrCode(), method: 'POST', body, headers: { tokenQRCode } }),
    }),
    // The customer's authorisations (INTERFACE §7.2). Read again after each change and each 409:
    // never cached (QUERIES below).
    getAuthorisations: build.query<AuthorisationsAnswer, void>({
      query: () => BFF_PATHS.authorisations(),
    }),
    getAuthorisation: build.query<AuthorisationDetail, string>({
      query: (id) => BFF_PATHS.authorisation(id),
    }),
    revokeAuthorisation: build.mutation<AuthorisationItem, { id: string; body: RevokeBody }>({
      query: ({ id, body }) => ({ url: BFF_PATHS.authorisationRevoke(id), method: 'PATCH', body }),
    }),
    changeAuthorisationLimit: build.mutation<AuthorisationDetail, { id: string; body: LimitChangeBody }>({
      query: ({ id, body }) => ({ url: BFF_PATHS.authorisation(id), method: 'PATCH', body }),
    }),
  }),
});

export type BffResult<T> = { ok: true; data: T } | { ok: false; failure: BffFailure };

type Endpoints = typeof bff.endpoints;
type EndpointName = keyof Endpoints;
type ArgOf<K extends EndpointName> = Parameters<Endpoints[K]['initiate']>[0];
type DataOf<K extends EndpointName> = Endpoints[K] extends { Types: { ResultType: infer R } } ? R : never;

interface Handle {
  unwrap(): Promise<unknown>;
  unsubscribe?: () => void;
  reset?: () => void;
}

// Queries are fetched once and not cached: the saga copies the answer into its slice.
const QUERIES: ReadonlySet<EndpointName> = new Set<EndpointName>(['getConsent', 'getSecurityDevice', 'getAccounts', 'getAuthorisations', 'getAuthorisation']);

/**
 * Runs one BFF endpoint from a saga and returns its answer or its failure, never throwing. Sagas
 * name the endpoint (`call(request, 'decidePayment', args)`) so tests can assert exactly which call
 * was sent and stub its answer.
 */
export function* request<K extends EndpointName>(name: K, arg: ArgOf<K>): Generator<unknown, BffResult<DataOf<K>>, unknown> {
  const endpoint = bff.endpoints[name] as unknown as {
    initiate: (a: unknown, o?: unknown) => unknown;
  };
  const isQuery = QUERIES.has(name);
  const handle = (yield put(
    (isQuery ? endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) : endpoint.initiate(arg)) as never,
  )) as Handle;
  try {
    const data = (yield call([handle, handle.unwrap])) as DataOf<K>;
    return { ok: true, data };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  } finally {
    handle.reset?.();
  }
}
