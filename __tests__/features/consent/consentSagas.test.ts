import type { ConsentKind } from '../../../src/api/contract';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { loadConsentSaga, requireConsentSaga } from '../../../src/features/consent/consentSagas';
import { consentAlreadyDecided, consentLoaded, consentLoadFailed } from '../../../src/features/consent/consentSlice';
import { loggedInSession, onRoute, stateWith } from '../../support/state';
import { automaticData, pixConsent, pixRequest, recurringData } from '../../support/consents';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { routeEntered } from '../../../src/journey/location';

const answer = (result: unknown): StaticProvider => [matchers.call.fn(request), result];
const failure = (status: number | null, message: string | null = null, details: string[] = []) => ({
  ok: false,
  failure: { status, message, details },
});
const run = (result: unknown) =>
  expectSaga(withJourney(loadConsentSaga)).withState(onRoute('/carregando', stateWith({ session: loggedInSession }))).provide([answer(result)]);

describe('load and routing after load (SPEC §4)', () => {
  it('asks the BFF for the kept intent', () =>
    run({ ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: pixRequest() } })
      .call(request, 'getConsent', 'urn:cooperativa:C1')
      .run());

  it('sends an immediate Pix to /pix', () =>
    run({ ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: pixRequest() } })
      .put(consentLoaded(pixConsent()))
      .put(journey.consentReady({ kind: 'PAGAMENTO', scheduled: false }))
      .put(movedTo('/pix', true))
      .run());

  it('sends a scheduled Pix to /pix/agendamento', () => {
    const scheduled = pixRequest();
    scheduled.consentimento.payment.schedule = { single: { date: '2026-12-01' } };
    return run({ ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: scheduled } }).put(journey.consentReady({ kind: 'PAGAMENTO', scheduled: true })).put(movedTo('/pix/agendamento', true)).run();
  });

  it('sends a non-Pix payment to /responses', () => {
    const ted = pixRequest();
    ted.consentimento.payment.type = 'TED';
    return run({ ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: ted } }).put(journey.journeyStopped()).put(movedTo('/responses', true)).run();
  });

  const sharing = (dados: object) => ({ tipo: 'DADOS', consentimentoDadosDTO: { dados } });

  it('sends data sharing to /compartilhamento, an expired one to /responses/expirado, one without id to /responses', async () => {
    await run({ ok: true, data: sharing({ id: 'S1', status: 'Pendente' }) }).put(journey.consentReady({ kind: 'DADOS', scheduled: false })).put(movedTo('/compartilhamento', true)).run();
    await run({ ok: true, data: sharing({ id: 'S1', status: 'Expirado' }) }).put(journey.consentExpired()).put(movedTo('/responses/expirado', true)).run();
    await run({ ok: true, data: sharing({ id: '', status: 'Pendente' }) }).put(journey.journeyStopped()).put(movedTo('/responses', true)).run();
  });

  describe('decided once, everywhere (issue 13, point 3)', () => {
    const pixWith = (status: string) => {
      const pix = pixRequest();
      pix.consentimento.status = status;
      return { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: pix };
    };
    const recurringWith = (status: string) => {
      const data = recurringData();
      data.consentimento.status = status;
      return { tipo: 'RECORRENTE', consentimentoRecorrenteDTO: data };
    };
    const automaticWith = (status: string) => ({ tipo: 'AUTOMATICO', consentimentoPagamentoAutomatico: automaticData({ status }) });

    it.each(['AUTHORISED', 'REJECTED', 'CONSUMED', 'REVOKED'])('a payment, recurring or automatic consent %s goes to /responses/decidido, never to its screen', async (status) => {
      for (const envelope of [pixWith(status), recurringWith(status), automaticWith(status)]) {
        await run({ ok: true, data: envelope })
          .put(consentAlreadyDecided({ kind: envelope.tipo as ConsentKind }))
          .not.put.actionType(consentLoaded.type)
          .put(journey.consentDecided())
          .put(movedTo('/responses/decidido', true))
          .run();
      }
    });

    it.each(['Autorizado', 'Rejeitado', 'Consumido', 'Revogado', 'REJEITADO'])('a sharing %s goes to /responses/decidido with the sharing texts', (status) =>
      run({ ok: true, data: sharing({ id: 'S1', status }) })
        .put(consentAlreadyDecided({ kind: 'DADOS' }))
        .not.put.actionType(consentLoaded.type)
        .put(journey.consentDecided())
        .put(movedTo('/responses/decidido', true))
        .run());

    it('an unknown or awaiting status behaves as before: the bank decides', async () => {
      await run({ ok: true, data: pixWith('AWAITING_AUTHORISATION') }).put(journey.consentReady({ kind: 'PAGAMENTO', scheduled: false })).put(movedTo('/pix', true)).run();
      await run({ ok: true, data: pixWith('QUALQUER_OUTRO') }).put(journey.consentReady({ kind: 'PAGAMENTO', scheduled: false })).put(movedTo('/pix', true)).run();
      await run({ ok: true, data: automaticWith('PARTIALLY_ACCEPTED') }).put(journey.consentReady({ kind: 'AUTOMATICO', scheduled: false })).put(movedTo('/pix/automatico', true)).run();
      await run({ ok: true, data: sharing({ id: 'S1', status: 'Aguardando autorização' }) }).put(journey.consentReady({ kind: 'DADOS', scheduled: false })).put(movedTo('/compartilhamento', true)).run();
    });
  });

  it('a kept intent not shaped like a consent id sends no call to the BFF (issue 13, point 5)', () =>
    expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', stateWith({ session: { ...loggedInSession, intentId: 'urn:cooperativa:../x' } })))
      .provide([answer({ ok: true, data: {} })])
      .not.call.fn(request)
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run());

  it('sends an envelope whose member does not match tipo to /responses without storing it', () =>
    run({ ok: true, data: { tipo: 'RECORRENTE', consentimentoPagamentoDTO: pixRequest() } })
      .put(consentLoadFailed(null))
      .not.put.actionType(consentLoaded.type)
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run());

  it('sends an unknown tipo to /responses', () =>
    run({ ok: true, data: { tipo: 'OUTRO' } }).put(journey.journeyStopped()).put(movedTo('/responses', true)).run());
});

describe('load failure catalogue (SPEC §8)', () => {
  it('420 goes to /responses/expirado', () => run(failure(420)).put(journey.consentExpired()).put(movedTo('/responses/expirado', true)).run());

  it('422 keeps the server message for the alert page', () =>
    run(failure(422, 'CPF divergente'))
      .put(consentLoadFailed({ message: 'CPF divergente', kind: null }))
      .put(journey.bankAlert())
      .put(movedTo('/responses/alerta', true))
      .run());

  it('422 with CONSENTIMENTO_DADOS also sets the data-share flag', () =>
    run(failure(422, 'Erro', ['CONSENTIMENTO_DADOS']))
      .put(consentLoadFailed({ message: 'Erro', kind: 'DADOS' }))
      .run());

  it('500 goes to the alert page with its message', () =>
    run(failure(500, 'instabilidade no sistema'))
      .put(consentLoadFailed({ message: 'instabilidade no sistema', kind: null }))
      .put(journey.bankAlert())
      .put(movedTo('/responses/alerta', true))
      .run());

  it('any other status or no answer goes to /responses', async () => {
    await run(failure(503)).put(journey.journeyStopped()).put(movedTo('/responses', true)).run();
    await run(failure(null)).put(journey.journeyStopped()).put(movedTo('/responses', true)).run();
  });

  it('without a login, goes back to the entry without calling the BFF', () =>
    expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', stateWith({ session: { ...loggedInSession, authenticated: false } })))
      .provide([])
      .put(journey.backToStart())
      .put(movedTo('/', true))
      .not.call.fn(request)
      .run());
});

describe('confirmation screens need a loaded consent', () => {
  it('sends the customer to / when none is loaded', () =>
    expectSaga(withJourney(requireConsentSaga)).withState(onRoute('/pix', stateWith())).provide([]).put(journey.backToStart()).put(movedTo('/', true)).returns(false).run());

  it('lets the customer stay when one is loaded', () =>
    expectSaga(withJourney(requireConsentSaga))
      .withState(onRoute('/pix', stateWith({ consent: { consent: pixConsent() } })))
      .provide([])
      .not.put.actionType(routeEntered.type)
      .returns(true)
      .run());
});
