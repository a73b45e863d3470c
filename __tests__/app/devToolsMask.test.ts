import { maskAction, maskState, MASKED } from '../../src/app/devToolsMask';
import { locationOf } from '../../src/journey/locationSlice';
import { authoriseRequested } from '../../src/features/consent/consentSlice';
import { qrStatusReceived } from '../../src/features/security/qrSlice';
import { rootReducer } from '../../src/app/rootReducer';
import { pixRequest } from '../support/consents';

/** Issue 13, point 6: Redux DevTools (development only) sees no credential, in any action or in state. */
const SECRETS = ['918273', '87654321', 'qr-hash-approved', 'challenge-1', '12345678901-98765432100'];
const leaks = (value: unknown) => SECRETS.filter((secret) => JSON.stringify(value).includes(secret));

/** An RTK Query mutation's action as the store sees it (its argument is in meta.arg.originalArgs). */
const mutation = (endpointName: string, originalArgs: unknown) => ({
  type: 'bff/executeMutation/pending',
  payload: undefined,
  meta: { arg: { type: 'mutation', endpointName, originalArgs, track: true }, requestId: 'r1', requestStatus: 'pending' },
});

describe('Redux DevTools masks every credential', () => {
  it.each([
    ['SMS code', authoriseRequested({ kind: 'sms', code: '918273' })],
    ['signature', authoriseRequested({ kind: 'signature', value: '87654321' })],
    ['QR approval', authoriseRequested({ kind: 'qr', unitoken: 'qr-hash-approved' })],
    ['payment decision body', mutation('decidePayment', { consentId: 'urn:c:1', status: 'AUTORIZADO', body: { ...pixRequest(), tokenSMS: '918273' } })],
    ['share body', mutation('authoriseShare', { compartilhamentoId: 'S1', consentimentoId: 'urn:c:1', produtos: [], autenticacaoEletronica: '87654321' })],
    ['recurring body', mutation('decideConsentStatus', { consentId: 'urn:c:1', status: 'AUTORIZADO', body: { unitoken: 'qr-hash-approved' } })],
    ['signature validation argument', mutation('validateSignature', '87654321')],
    ['QR poll', mutation('pollQr', { body: { transacao: {}, hash: 'qr-hash-approved' }, tokenQRCode: '12345678901-98765432100' })],
    ['QR status', qrStatusReceived({ hash: 'qr-hash-approved', challenge: 'challenge-1' })],
  ])('%s', (_name, action) => {
    expect(leaks(action).length).toBeGreaterThan(0);
    const masked = maskAction(action);
    expect(leaks(masked)).toEqual([]);
    expect(JSON.stringify(masked)).toContain(MASKED);
    expect((masked as { type: string }).type).toBe(action.type);
  });

  it('in state: the QR unitoken and hash, and mutation arguments kept by RTK Query', () => {
    const state = rootReducer(undefined, { type: '@@init' });
    const withSecrets = {
      ...state,
      qr: { ...state.qr, unitoken: 'qr-hash-approved', hash: 'qr-hash-approved' },
      bff: { ...state.bff, mutations: { r1: { endpointName: 'validateSignature', originalArgs: '87654321', status: 'pending' } } },
    };
    const masked = maskState(withSecrets);
    expect(leaks(masked)).toEqual([]);
    expect(masked.qr.state).toBe(state.qr.state);
    expect(masked.location).toEqual(state.location);
  });

  it('keeps what is no secret: the consent on screen, the route', () => {
    const action = { type: 'consent/consentLoaded', payload: { kind: 'PAGAMENTO', data: pixRequest() } };
    expect(maskAction(action)).toEqual(action);
  });
});

describe('route events carry no /callback query (issue 13, point 6)', () => {
  it('the login return enters the store without ?code=…&state=…', () => {
    expect(locationOf('/callback?code=secret-code&state=secret-state')).toEqual({ path: '/callback', search: '' });
    expect(locationOf('/?intent_id=urn%3Ac%3A1')).toEqual({ path: '/', search: '?intent_id=urn%3Ac%3A1' });
  });
});
