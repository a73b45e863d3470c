import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getConfig } from '../config/currentConfig';
import { currentAccessToken } from '../session/oidc';
import {
  BFF_PATHS,
  type DecisionStatus,
  type PaymentRequest,
  type PreauthRecord,
  type QrAnswer,
  type QrRequest,
  type RecurringAuthorisationPayload,
  type RecurringDecisionStatus,
  type RedirectInfo,
  type SecurityDeviceAnswer,
  type ShareAnswer,
  type SharePayload,
} from './contract';

/**
 * Every BFF call (SPEC §7, INTERFACE §4). Sagas drive them (see `request`), so the store stays the
 * single place screens read from; this module has no React hooks and loads with the entry chunk.
 */
const rawBaseQuery = fetchBaseQuery({
  // Looked up per call, so a test or a polyfill can provide fetch after this module loads.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    const token = currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

// bffBaseUrl comes from /config.json at run time, so the base is resolved per call.
const bffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const base = getConfig().bffBaseUrl;
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: `${base}${request.url}` }, api, extra);
};

export const bff = createApi({
  reducerPath: 'bff',
  baseQuery: bffBaseQuery,
  // Every answer is read once by a saga and copied into the slice that shows it.
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    postPreauth: build.mutation<unknown, PreauthRecord>({
      query: (body) => ({ url: BFF_PATHS.preauth(), method: 'POST', body }),
    }),
    getConsent: build.query<unknown, string>({
      query: (consentId) => BFF_PATHS.consent(consentId),
    }),
    getConsentV3: build.query<unknown, string>({
      query: (consentId) => BFF_PATHS.consentV3(consentId),
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
    decideRecurring: build.mutation<
      RedirectInfo,
      { consentId: string; status: RecurringDecisionStatus; body: RecurringAuthorisationPayload }
    >({
      query: ({ consentId, status, body }) => ({ url: BFF_PATHS.automaticStatus(consentId, status), method: 'PUT', body }),
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
    pollQr: build.mutation<QrAnswer, { body: QrRequest; tokenQRCode: string }>({
      query: ({ body, tokenQRCode }) => ({ url: BFF_PATHS.qrCode(), method: 'POST', body, headers: { tokenQRCode } }),
    }),
  }),
});

export type BffEndpoints = typeof bff.endpoints;
