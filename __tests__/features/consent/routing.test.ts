import type { LoadedConsent, PaymentSchedule } from '../../../src/api/contract';
import { nextAfterLoad } from '../../../src/features/consent/routing';
import { journey } from '../../../src/journey/journeyTable';
import {
  automaticData,
  enrolmentConsent,
  pixRequest,
  recurringData,
  scheduledPixRequest,
  sharingData,
  sharingLoaded,
  sweepingData,
  withPayment,
} from '../../support/consents';
import { routeOfEvent } from '../../support/journey';

/**
 * Where the customer goes once the consent has loaded (SPEC §4 "Routing after load"), and the page
 * for a consent already decided (issue 13, point 3; docs/decisions/016). Routing after load names the
 * journey event; the route checked here is the one that event leads to (journey/journeyTable.ts).
 */
const routeAfterLoad = (consent: LoadedConsent) => routeOfEvent(nextAfterLoad(consent), '/carregando');

const payment = (request = pixRequest()): LoadedConsent => ({ kind: 'PAGAMENTO', data: request });
const paymentWithStatus = (status: unknown) => payment(pixRequest({ consentimento: { ...pixRequest().consentimento, status: status as string } }));
const recurring = (status = 'AWAITING_AUTHORISATION'): LoadedConsent => ({
  kind: 'RECORRENTE',
  data: recurringData({ consentimento: { ...pixRequest().consentimento, status } }),
});
const automatic = (status = 'AWAITING_AUTHORISATION'): LoadedConsent => ({ kind: 'AUTOMATICO', data: automaticData({ status }) });
const sweeping = (): LoadedConsent => ({ kind: 'SWEEPING', data: sweepingData() });
const sharing = (dados: Parameters<typeof sharingData>[0] = {}) => sharingLoaded(sharingData(dados));

describe('a payment (PAGAMENTO)', () => {
  it('a Pix without a schedule goes to /pix', () => expect(routeAfterLoad(payment())).toBe('/pix'));

  it.each<[string, PaymentSchedule]>([
    ['single', { single: { date: '2026-11-25' } }],
    ['custom', { custom: { dates: ['2026-11-25', '2026-12-25'] } }],
    ['daily', { daily: { quantity: 3, startDate: '2026-11-25' } }],
    ['weekly', { weekly: { dayOfWeek: 'SEGUNDA_FEIRA', quantity: 3, startDate: '2026-11-25' } }],
    ['monthly', { monthly: { dayOfMonth: 5, quantity: 3, startDate: '2026-12-05' } }],
  ])('a Pix with a %s schedule goes to /pix/agendamento', (_name, schedule) =>
    expect(routeAfterLoad(payment(withPayment(scheduledPixRequest(), { schedule })))).toBe('/pix/agendamento'),
  );

  it.each(['TED', 'BOLETO', 'TEF', ''])('a payment of type %j is not a Pix: /responses', (type) => {
    expect(routeAfterLoad(payment(withPayment(pixRequest(), { type })))).toBe('/responses');
    expect(routeAfterLoad(payment(withPayment(scheduledPixRequest(), { type })))).toBe('/responses');
  });
});

describe('a data sharing (DADOS)', () => {
  it.each(['Aguardando autorização', 'Pendente'])('status %j goes to /compartilhamento', (status) =>
    expect(routeAfterLoad(sharing({ status }))).toBe('/compartilhamento'),
  );

  it("status 'Expirado' goes to /responses/expirado", () => expect(routeAfterLoad(sharing({ status: 'Expirado' }))).toBe('/responses/expirado'));

  it.each(['Aguardando autorização', 'Expirado', 'Autorizado'])('without an id goes to /responses, whatever its status (%j)', (status) =>
    expect(routeAfterLoad(sharing({ id: '', status }))).toBe('/responses'),
  );
});

describe('recurring, sweeping and automatic go to their own screens', () => {
  it.each([
    ['RECORRENTE', '/pix/recorrente', recurring],
    ['SWEEPING', '/pix/sweeping', sweeping],
    ['AUTOMATICO', '/pix/automatico', automatic],
  ])('%s goes to %s', (_kind, to, consent) => expect(routeAfterLoad(consent())).toBe(to));
});

describe('a consent already decided goes to /responses/decidido, never to its screen', () => {
  // Open Finance's statuses, as the bank may spell them.
  const DECIDED = ['AUTHORISED', 'AUTHORIZED', 'REJECTED', 'CONSUMED', 'REVOKED', 'authorised', 'Rejected', ' CONSUMED '];

  it.each(DECIDED)('an immediate or scheduled Pix %j', (status) => {
    expect(routeAfterLoad(paymentWithStatus(status))).toBe('/responses/decidido');
    const scheduled = scheduledPixRequest();
    expect(routeAfterLoad(payment({ ...scheduled, consentimento: { ...scheduled.consentimento, status } }))).toBe('/responses/decidido');
  });

  it('a decided payment of another type too: being decided comes first', () =>
    expect(routeAfterLoad(payment(withPayment(pixRequest({ consentimento: { ...pixRequest().consentimento, status: 'CONSUMED' } }), { type: 'TED' })))).toBe(
      '/responses/decidido',
    ));

  it.each(DECIDED)('a recurring Pix %j', (status) => expect(routeAfterLoad(recurring(status))).toBe('/responses/decidido'));

  it.each(DECIDED)('an automatic Pix %j', (status) => expect(routeAfterLoad(automatic(status))).toBe('/responses/decidido'));

  // Portuguese for a sharing, in any case, with stray accents or spaces.
  it.each(['Autorizado', 'AUTORIZADO', 'autorizado', 'Rejeitado', 'REJEITADO', 'Consumido', 'Revogado', ' Revogado ', 'Autorizádo', 'REJEITÁDO'])(
    'a data sharing %j',
    (status) => expect(routeAfterLoad(sharing({ status }))).toBe('/responses/decidido'),
  );

  it('a sweeping link carries no status: it always goes to its screen', () => expect(routeAfterLoad(sweeping())).toBe('/pix/sweeping'));
});

describe('a status the portal does not know is pending: the bank decides when the customer confirms', () => {
  it.each<[string, unknown]>([
    ['AWAITING_AUTHORISATION', 'AWAITING_AUTHORISATION'],
    ['PARTIALLY_ACCEPTED', 'PARTIALLY_ACCEPTED'],
    ['an empty status', ''],
    ['a number', 42],
    ['null', null],
    ['an object', { code: 'AUTHORISED' }],
  ])('a Pix with %s goes to /pix', (_name, status) => expect(routeAfterLoad(paymentWithStatus(status))).toBe('/pix'));

  it.each(['PENDENTE', 'Em análise', 'AUTHORISED_PARTIALLY'])('an automatic Pix %j goes to /pix/automatico', (status) =>
    expect(routeAfterLoad(automatic(status))).toBe('/pix/automatico'),
  );

  it.each(['Em análise', 'Aguardando segunda assinatura'])('a data sharing %j goes to /compartilhamento', (status) =>
    expect(routeAfterLoad(sharing({ status }))).toBe('/compartilhamento'),
  );
});

describe('a consent to confirm raises consentReady with its kind (the journey table picks the screen)', () => {
  it.each<[string, LoadedConsent, Parameters<typeof journey.consentReady>[0]]>([
    ['an immediate Pix', payment(), { kind: 'PAGAMENTO', scheduled: false }],
    ['a scheduled Pix', payment(scheduledPixRequest()), { kind: 'PAGAMENTO', scheduled: true }],
    ['a data sharing', sharing(), { kind: 'DADOS', scheduled: false }],
    ['a recurring Pix', recurring(), { kind: 'RECORRENTE', scheduled: false }],
    ['a sweeping link', sweeping(), { kind: 'SWEEPING', scheduled: false }],
    ['an automatic Pix', automatic(), { kind: 'AUTOMATICO', scheduled: false }],
  ])('%s', (_name, consent, screen) => expect(nextAfterLoad(consent)).toEqual(journey.consentReady(screen)));

  it('a decided, expired or unusable consent raises the event of its result page', () => {
    expect(nextAfterLoad(paymentWithStatus('CONSUMED'))).toEqual(journey.consentDecided());
    expect(nextAfterLoad(sharing({ status: 'Expirado' }))).toEqual(journey.consentExpired());
    expect(nextAfterLoad(payment(withPayment(pixRequest(), { type: 'TED' })))).toEqual(journey.journeyStopped());
  });
});

describe('a device enrolment (VINCULO, INTERFACE §6.2)', () => {
  const created = Date.parse('2026-11-26T10:00:00Z');
  const routeAt = (consent: LoadedConsent, now: number) => routeOfEvent(nextAfterLoad(consent, now), '/carregando');
  it('awaiting the holder and within its window, raises consentReady for /vinculo', () => {
    expect(nextAfterLoad(enrolmentConsent(), created + 14 * 60_000)).toEqual(journey.consentReady({ kind: 'VINCULO', scheduled: false }));
    expect(routeAt(enrolmentConsent(), created + 14 * 60_000)).toBe('/vinculo');
  });

  it('past its expirationDateTime, goes to the expired page', () => {
    expect(routeAt(enrolmentConsent(), created + 15 * 60_000)).toBe('/responses/expirado');
    expect(routeAt(enrolmentConsent(), created + 60 * 60_000)).toBe('/responses/expirado');
  });

  it.each(['AUTHORISED', 'REJECTED', 'REVOKED', 'AWAITING_ENROLMENT', 'AWAITING_RISK_SIGNALS', '', 42])(
    'with status %p (not AWAITING_ACCOUNT_HOLDER_VALIDATION), goes to the page of a consent already decided',
    (status) => expect(routeAt(enrolmentConsent({ status: status as string }), created)).toBe('/responses/decidido'),
  );
});
