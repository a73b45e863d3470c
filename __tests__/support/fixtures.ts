import type { LoadedConsent, PaymentRequest } from '../../src/api/contract';

/** A complete immediate Pix request, as the bank's load answers it. */
export function pixRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    consentimento: {
      consentId: 'urn:cooperativa:C1',
      creationDateTime: '2026-11-22T13:00:00Z',
      expirationDateTime: '2026-11-22T13:05:00Z',
      status: 'AWAITING_AUTHORISATION',
      organisationName: 'Iniciadora Exemplo S.A.',
      creditor: { cpfCnpj: '12345678909', name: 'Paulo Pereira', personType: 'PESSOA_NATURAL' },
      debtorAccount: { accountType: 'CACC', number: '1234567', issuer: '0001', ispb: '12345678' },
      payment: { amount: '1500.50', currency: 'BRL', type: 'PIX', date: '2026-11-22' },
    },
    iniciadora: { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' },
    ...overrides,
  };
}

export const pixConsent = (overrides: Partial<PaymentRequest> = {}): LoadedConsent => ({ kind: 'PAGAMENTO', data: pixRequest(overrides) });

export const testConfig = {
  productName: 'Cooperativa Exemplo',
  bffBaseUrl: 'http://bank.test/api',
  oidc: { url: 'http://bank.test/idp', realm: 'openfinance', clientId: 'consent-portal' },
  allowInsecureLoopback: false,
  bankWebsiteUrl: 'https://www.cooperativaexemplo.com.br',
  appDeepLink: null,
  appStoreUrl: null,
  playStoreUrl: null,
  androidPackage: null,
};
