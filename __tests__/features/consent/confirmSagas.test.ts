import { expectSaga } from 'redux-saga-test-plan';
import { confirmSaga } from '../../../src/features/consent/confirmSagas';
import { termsConfirmed } from '../../../src/features/consent/consentSlice';
import { sharingData, sharingLoaded, selectionFor } from '../../support/consents';
import { confirmation, onRoute, stateWith, withConsent } from '../../support/state';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';


describe('the share payload (SPEC §3 "Share payload", §4; issue 13, point 4)', () => {
  it('consentimentoId is the consent id the customer arrived with; compartilhamentoId is the share id', () => {
    const consent = sharingData({ id: 'comp-1' });
    const base = withConsent(sharingLoaded(consent));
    return expectSaga(withJourney(confirmSaga))
      .withState(onRoute('/pix', { ...base, selection: selectionFor(consent, []) }))
      .provide([])
      .put(termsConfirmed(confirmation({ terms: { compartilhamentoId: 'comp-1', consentimentoId: 'urn:cooperativa:C1', produtos: [] } })))
      .put(journey.confirmed())
      .put(movedTo('/segredo', false))
      .run();
  });

  it('lists exactly the modalities selected, by group, a group without one left out: the bytes the POST sends', async () => {
    const consent = sharingData({ id: 'comp-1' });
    const { effects } = await expectSaga(withJourney(confirmSaga))
      .withState({ ...withConsent(sharingLoaded(consent)), selection: selectionFor(consent, ['0202']) })
      .provide([])
      .run();
    const confirmed = effects.put.map((effect) => effect.payload.action).find(termsConfirmed.match);
    expect(JSON.stringify(confirmed?.payload.terms)).toBe(
      '{"compartilhamentoId":"comp-1","consentimentoId":"urn:cooperativa:C1","produtos":[{"nome":"Empréstimos","modalidades":[{"codigo":"0202","descricao":"Crédito pessoal com consignação"}]}]}',
    );
  });

  it('without the intent there is no share to send: /responses', () => {
    const consent = sharingData({ id: 'comp-1' });
    return expectSaga(withJourney(confirmSaga))
      .withState(onRoute('/pix', stateWith({ consent: { consent: sharingLoaded(consent) }, selection: selectionFor(consent, []) })))
      .provide([])
      .not.put.actionType(termsConfirmed.type)
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run();
  });
});
