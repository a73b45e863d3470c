import { createApi } from '@reduxjs/toolkit/query';
import { bffBaseQuery } from './baseQuery';
import {
  BFF_PATHS,
  type DecisionStatus,
  type PaymentRequest,
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
 * Every BFF call (SPEC §7, INTERFACE §4) but the entry's pre-auth post (api/preauth.ts). Sagas drive them (see `request`), so the store stays the
 * single place screens read from; this module has no React hooks and loads with the entry chunk.
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
