import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { setConfig } from '../../../src/config/currentConfig';
import { routeEntered } from '../../../src/journey/locationSlice';
import { authoriseRequested, bankAnswered, consentLoaded, decisionAccepted, decisionRefused, returnStarted } from '../../../src/features/consent/consentSlice';
import { fieldDataSaga, newJourneyId, now, VITALS_AFTER_MS } from '../../../src/features/metrics/fieldDataSaga';
import { fieldNoted, routePattern } from '../../../src/features/metrics/fieldEvents';
import { record, startBeacon } from '../../../src/features/metrics/beacon';
import { startVitals } from '../../../src/features/metrics/vitals';
import { enrolmentConsent, pixConsent } from '../../support/consents';
import { testConfig } from '../../support/testConfig';

jest.mock('../../../src/features/metrics/beacon', () => ({ record: jest.fn(), startBeacon: jest.fn(), flush: jest.fn(), listenForLeaving: jest.fn() }));
jest.mock('../../../src/features/metrics/vitals', () => ({ startVitals: jest.fn(() => Promise.resolve()) }));

const JOURNEY = '0b6f8c3e-2a4d-4c1e-9f7a-a0b1c2d3e4f5';
const recorded = () => (record as jest.Mock).mock.calls.map(([event]) => event);
let clock = 0;
const providers = [
  [matchers.call.fn(newJourneyId), JOURNEY],
  [matchers.call.fn(startVitals), undefined],
  { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === now ? (clock += 100) : next()) },
] as never;

beforeEach(() => {
  jest.clearAllMocks();
  clock = 0;
});

describe('field data (issue 15, docs/decisions/023)', () => {
  it('without metricsUrl collects nothing, sends nothing and never loads the Web Vitals library', async () => {
    setConfig({ ...testConfig, metricsUrl: null });
    await expectSaga(fieldDataSaga).dispatch(routeEntered({ path: '/pix', search: '' })).run({ silenceTimeout: true, timeout: 50 });
    expect(startBeacon).not.toHaveBeenCalled();
    expect(record).not.toHaveBeenCalled();
    expect(startVitals).not.toHaveBeenCalled();
  });

  it('records each step as a route pattern with the kind, the bank statuses and the outcome; nothing personal', async () => {
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    const consent = pixConsent();
    await expectSaga(fieldDataSaga)
      .provide(providers)
      .dispatch(routeEntered({ path: '/carregando', search: '' }))
      .dispatch(bankAnswered({ call: 'load', status: 200 }))
      .dispatch(consentLoaded(consent))
      .dispatch(routeEntered({ path: '/pix', search: '' }))
      .dispatch(routeEntered({ path: '/segredo', search: '' }))
      .dispatch(authoriseRequested({ kind: 'sms', code: '123456' }))
      .dispatch(bankAnswered({ call: 'authorise', status: 200 }))
      .dispatch(decisionAccepted({ urlRedirecionamento: 'https://iniciadora.example/retorno?consentId=urn:x' }))
      .dispatch(routeEntered({ path: '/redirect', search: '' }))
      // The Web Vitals library starts once, a moment after the first real screen (not 'Carregando...').
      .call.fn(startVitals)
      .run({ silenceTimeout: true, timeout: VITALS_AFTER_MS + 500 });
    expect(startBeacon).toHaveBeenCalledWith('https://metricas.example/eventos');
    const events = recorded();
    expect(events.filter((e) => e.type === 'step').map((e) => [e.route, e.kind])).toEqual([
      ['/carregando', null],
      ['/pix', 'PAGAMENTO'],
      ['/segredo', 'PAGAMENTO'],
      ['/redirect', 'PAGAMENTO'],
    ]);
    expect(events.filter((e) => e.type === 'answer').map((e) => [e.call, e.status])).toEqual([
      ['load', 200],
      ['authorise', 200],
    ]);
    expect(events.find((e) => e.type === 'outcome')).toEqual({ type: 'outcome', journey: JOURNEY, outcome: 'authorised', route: '/segredo', kind: 'PAGAMENTO', at: expect.any(Number) });
    expect(events.every((e) => e.journey === JOURNEY)).toBe(true);
    // Time per step, from the journey's own clock.
    expect(events.find((e) => e.type === 'step' && e.route === '/pix')).toMatchObject({ sinceLast: expect.any(Number) });
    const text = JSON.stringify(events);
    const c = consent.kind === 'PAGAMENTO' ? consent.data.consentimento : null;
    for (const secret of [c!.consentId, c!.creditor.name, c!.payment.amount, '123456', 'iniciadora.example', c!.loggedUser?.document.identification ?? '']) {
      if (secret) expect(text).not.toContain(secret);
    }
  });

  it('a device enrolment: its steps carry the kind VINCULO and the route /vinculo; its limits, device and holder never leave', async () => {
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    const consent = enrolmentConsent();
    await expectSaga(fieldDataSaga)
      .provide(providers)
      .dispatch(routeEntered({ path: '/carregando', search: '' }))
      .dispatch(consentLoaded(consent))
      .dispatch(routeEntered({ path: '/vinculo', search: '' }))
      .dispatch(routeEntered({ path: '/segredo', search: '' }))
      .dispatch(authoriseRequested({ kind: 'sms', code: '123456' }))
      .dispatch(bankAnswered({ call: 'authorise', status: 422 }))
      .dispatch(decisionRefused('O limite por transação não pode ser maior que o limite diário.'))
      .run({ silenceTimeout: true, timeout: 50 });
    const events = recorded();
    expect(events.filter((e) => e.type === 'step').map((e) => [e.route, e.kind])).toEqual([
      ['/carregando', null],
      ['/vinculo', 'VINCULO'],
      ['/segredo', 'VINCULO'],
    ]);
    expect(events.filter((e) => e.type === 'answer').map((e) => [e.call, e.status])).toEqual([['authorise', 422]]);
    const text = JSON.stringify(events);
    for (const secret of ['iPhone de Maria', 'Maria Oliveira', '52998224725', 'urn:banco:enrollment', 'c-1', '500.00', 'limite']) expect(text).not.toContain(secret);
  });

  it('a refused code, then a cancel accepted: the outcome is a refusal, not an authorisation', async () => {
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    await expectSaga(fieldDataSaga)
      .provide(providers)
      .dispatch(routeEntered({ path: '/segredo', search: '' }))
      .dispatch(authoriseRequested({ kind: 'sms', code: '000000' }))
      .dispatch(bankAnswered({ call: 'authorise', status: 423 }))
      .dispatch(decisionRefused('Dispositivo bloqueado'))
      .dispatch(decisionAccepted({}))
      .run({ silenceTimeout: true, timeout: 50 });
    expect(recorded().filter((e) => e.type === 'outcome').map((e) => e.outcome)).toEqual(['refused']);
    // The server's message stays out of field data.
    expect(JSON.stringify(recorded())).not.toContain('Dispositivo');
  });

  it('a way back is "returned", a refusal "refused", a result page "result" with its route', async () => {
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    await expectSaga(fieldDataSaga)
      .provide(providers)
      .dispatch(routeEntered({ path: '/responses/expirado', search: '' }))
      .dispatch(returnStarted())
      .dispatch(decisionAccepted({}))
      .dispatch(decisionAccepted({}))
      .run({ silenceTimeout: true, timeout: 50 });
    expect(recorded().filter((e) => e.type === 'outcome').map((e) => [e.outcome, e.route])).toEqual([
      ['result', '/responses/expirado'],
      ['returned', '/responses/expirado'],
      ['refused', '/responses/expirado'],
    ]);
  });

  it('routePattern keeps the portal own paths and hides anything typed', () => {
    expect(routePattern('/pix/agendamento')).toBe('/pix/agendamento');
    expect(routePattern('/responses/processando')).toBe('/responses/processando');
    expect(routePattern('/responses/52998224725')).toBe('*');
    expect(routePattern('/maria.oliveira@example.com')).toBe('*');
  });

  it("the customer's authorisations (decision 083): what the features note, with the journey and the time; one read per arrival at a page; never an id", async () => {
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    const ID = 'urn:cooperativaexemplo:autorizacao:maria-automatico';
    const list = (result: 'ok' | 'failed') => fieldNoted({ step: 'list', kind: null, change: null, result });
    const opened = fieldNoted({ step: 'opened', kind: 'AUTOMATICO', change: null, result: null });
    await expectSaga(fieldDataSaga)
      .provide(providers)
      .dispatch(routeEntered({ path: '/autorizacoes', search: '' }))
      // A failed load, then 'Tentar novamente'.
      .dispatch(list('failed'))
      .dispatch(list('ok'))
      .dispatch(routeEntered({ path: `/autorizacoes/${encodeURIComponent(ID)}`, search: '' }))
      // The item's page reads the list too, for its header: not the customer reading the list.
      .dispatch(list('ok'))
      .dispatch(opened)
      .dispatch(fieldNoted({ step: 'confirmed', kind: 'AUTOMATICO', change: 'limit', result: null }))
      .dispatch(fieldNoted({ step: 'outcome', kind: 'AUTOMATICO', change: 'limit', result: 'conflict' }))
      // Read again after the 409: the same page, not another reading.
      .dispatch(list('ok'))
      .dispatch(opened)
      // Anything a caller put beside the note's fields stays behind.
      .dispatch(fieldNoted({ step: 'confirmed', kind: 'AUTOMATICO', change: 'revoke', result: null, id: ID } as never))
      .run({ silenceTimeout: true, timeout: 50 });
    const notes = recorded().filter((e) => e.type === 'authorisation');
    expect(notes).toEqual([
      { type: 'authorisation', journey: JOURNEY, step: 'list', kind: null, change: null, result: 'failed', at: expect.any(Number) },
      { type: 'authorisation', journey: JOURNEY, step: 'list', kind: null, change: null, result: 'ok', at: expect.any(Number) },
      { type: 'authorisation', journey: JOURNEY, step: 'opened', kind: 'AUTOMATICO', change: null, result: null, at: expect.any(Number) },
      { type: 'authorisation', journey: JOURNEY, step: 'confirmed', kind: 'AUTOMATICO', change: 'limit', result: null, at: expect.any(Number) },
      { type: 'authorisation', journey: JOURNEY, step: 'outcome', kind: 'AUTOMATICO', change: 'limit', result: 'conflict', at: expect.any(Number) },
      { type: 'authorisation', journey: JOURNEY, step: 'confirmed', kind: 'AUTOMATICO', change: 'revoke', result: null, at: expect.any(Number) },
    ]);
    // The item's page is a step as a pattern ('*'), never its id.
    expect(JSON.stringify(recorded())).not.toContain('autorizacao:maria');
  });
});
