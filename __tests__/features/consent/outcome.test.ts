import type { LoadedConsent } from '../../../src/api/contract';
import reducer, {
  consentLoaded,
  decisionAccepted,
  decisionRefused,
  decisionSubmitted,
  returnFailed,
  returnStarted,
  selectAuthorising,
  selectDecisionSubject,
  selectOutcome,
  sentAuthorisationFound,
  type ConsentState,
} from '../../../src/features/consent/consentSlice';
import { automaticConsent, pixConsent, recurringConsent, scheduledPixRequest, sharingConsent, sweepingConsent } from '../../support/consents';

/**
 * Issue 34 (docs/decisions/047): the store knows what is being decided, for the wait's words, and
 * what was decided and for which kind, for the redirect screen's.
 */
const loaded = (consent: LoadedConsent): ConsentState => reducer(undefined, consentLoaded(consent));
const withState = (consent: ConsentState) => ({ consent });
const back = { urlRedirecionamento: 'https://iniciadora.example/retorno' };

describe('what a decision is about', () => {
  it.each([
    ['an immediate Pix', pixConsent(), 'payment'],
    ['a scheduled Pix', { kind: 'PAGAMENTO', data: scheduledPixRequest() } as LoadedConsent, 'scheduled'],
    ['a recurring Pix', recurringConsent(), 'recurring'],
    ['a data sharing', sharingConsent(), 'sharing'],
    ['a sweeping link', sweepingConsent(), 'link'],
    ['an automatic Pix', automaticConsent(), 'automatic'],
  ])('%s', (_name, consent, subject) => {
    expect(selectDecisionSubject(withState(loaded(consent)))).toBe(subject);
  });

  it.each(['payment', 'scheduled', 'recurring', 'sharing', 'link', 'automatic', 'enrolment'])(
    "the subject the tab kept in sessionStorage, '%s', is read back as it was spelled",
    (subject) => expect(selectDecisionSubject(withState(reducer(undefined, sentAuthorisationFound({ kind: null, subject }))))).toBe(subject),
  );

  it('without a consent, a sharing only when the tab kept that flag; otherwise not known', () => {
    expect(selectDecisionSubject(withState(reducer(undefined, sentAuthorisationFound({ kind: 'DADOS' }))))).toBe('sharing');
    expect(selectDecisionSubject(withState(reducer(undefined, sentAuthorisationFound({ kind: null }))))).toBeNull();
  });
});

describe('the wait after Confirmar', () => {
  it('is an authorisation only while one is on its way: not a refusal, not after a form error', () => {
    const sending = reducer(loaded(pixConsent()), decisionSubmitted('authorise'));
    expect(selectAuthorising(withState(sending))).toBe(true);
    expect(selectAuthorising(withState(reducer(sending, decisionRefused('Código inválido.'))))).toBe(false);
    expect(selectAuthorising(withState(reducer(loaded(pixConsent()), decisionSubmitted('refuse'))))).toBe(false);
  });
});

describe('what was decided', () => {
  it('an authorisation accepted: authorised, for the kind', () => {
    const state = reducer(reducer(loaded(automaticConsent()), decisionSubmitted('authorise')), decisionAccepted(back));
    expect(selectOutcome(withState(state))).toEqual({ decision: 'authorised', subject: 'automatic' });
  });

  it('a refusal accepted: refused, for the kind', () => {
    const state = reducer(reducer(loaded(sweepingConsent()), decisionSubmitted('refuse')), decisionAccepted(back));
    expect(selectOutcome(withState(state))).toEqual({ decision: 'refused', subject: 'link' });
  });

  it('a decision in doubt found authorised after a reload: authorised, for the kind the tab kept', () => {
    const scheduled = reducer(reducer(undefined, sentAuthorisationFound({ kind: null, subject: 'scheduled' })), decisionAccepted(back));
    expect(selectOutcome(withState(scheduled))).toEqual({ decision: 'authorised', subject: 'scheduled' });
    const automatic = reducer(reducer(undefined, sentAuthorisationFound({ kind: null, subject: 'automatic' })), decisionAccepted(back));
    expect(selectOutcome(withState(automatic))).toEqual({ decision: 'authorised', subject: 'automatic' });
  });

  it('a kept subject that is not one of ours is not known (the tab\'s storage is not trusted)', () => {
    const odd = reducer(reducer(undefined, sentAuthorisationFound({ kind: null, subject: 'constructor' })), decisionAccepted(back));
    expect(selectOutcome(withState(odd))).toEqual({ decision: 'authorised', subject: null });
  });

  it('a record kept without its subject (before it was kept): authorised, a sharing or a kind not known', () => {
    const sharing = reducer(reducer(undefined, sentAuthorisationFound({ kind: 'DADOS' })), decisionAccepted(back));
    expect(selectOutcome(withState(sharing))).toEqual({ decision: 'authorised', subject: 'sharing' });
    const other = reducer(reducer(undefined, sentAuthorisationFound({ kind: null })), decisionAccepted(back));
    expect(selectOutcome(withState(other))).toEqual({ decision: 'authorised', subject: null });
  });

  it('the way back: no decision claimed (the bank refuses a pending consent and leaves a decided one as it was)', () => {
    const state = reducer(reducer(loaded(pixConsent()), returnStarted()), decisionAccepted(back));
    expect(selectOutcome(withState(state))).toEqual({ decision: null, subject: 'payment' });
  });

  it('a way back that failed leaves nothing behind for the next decision', () => {
    const failed = reducer(reducer(loaded(pixConsent()), returnStarted()), returnFailed());
    expect(failed.act).toBeNull();
  });

  it('a new consent forgets the last outcome', () => {
    const decided = reducer(reducer(loaded(pixConsent()), decisionSubmitted('authorise')), decisionAccepted(back));
    expect(selectOutcome(withState(reducer(decided, consentLoaded(pixConsent()))))).toBeNull();
  });
});
