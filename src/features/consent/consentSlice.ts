import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BankAccount, ConsentKind, LoadedConsent, RedirectInfo } from '../../api/contract';
import { event } from '../../journey/event';
import { confirmationScreenPaths } from '../../journey/journeyTable';
import { routeEntered } from '../../journey/locationSlice';
import type { KindTerms } from '../../kinds/confirming';
import type { DecisionSubject } from '../../kinds/kindModule';
import { kindOfSubject, soleSubjectOf, subjectNamed, subjectOf as subjectOfConsent } from '../../kinds/registry';

export type { DecisionSubject };

/** What the decision in flight does: the customer's authorisation or refusal, or the way back (which may refuse). */
export type DecisionAct = 'authorise' | 'refuse' | 'return';

/**
 * What was decided, for the redirect screen: `decision` null when the way back was taken (the bank
 * refuses a pending consent and leaves a decided one as it was); `subject` null when not known (a
 * load failure keeps only the kind, if it names one).
 */
export interface Outcome {
  decision: 'authorised' | 'refused' | null;
  subject: DecisionSubject | null;
}

/** How the customer proved it was them on /segredo. */
export type Credential =
  | { kind: 'sms'; code: string }
  | { kind: 'signature'; value: string }
  | { kind: 'qr'; unitoken: string };

/**
 * What 'Confirmar' (after its dialog, where the kind has one) froze: exactly what the authorisation
 * sends and /segredo repeats, whatever the screen's state becomes afterwards (docs/decisions/065).
 */
export interface Confirmation {
  /** The account the customer chose (INTERFACE §6.1); null where the consent names its own. */
  account: BankAccount | null;
  /** The kind's own terms, as its module's `confirmTerms` built them; null for a kind that has none. */
  terms: KindTerms | null;
}

/** The alert page's message and the kind it concerned (null: not known). */
export interface Alert {
  message: string | null;
  kind: ConsentKind | null;
}

export interface ConsentState {
  consent: LoadedConsent | null;
  /** The server message shown by the alert page, and the kind it concerned when known (its words differ). */
  alert: Alert | null;
  /** 'submitting' while an authorisation or refusal is in flight; 'decided' once one was accepted. */
  decision: 'idle' | 'submitting' | 'decided';
  /** Server message shown under the security form (403, 422, 423) or a network error. */
  formError: string | null;
  /** Where the initiator expects the customer back, from the decision's answer. */
  redirect: RedirectInfo | null;
  /**
   * The terms the customer confirmed; null until 'Confirmar', and again as soon as the customer is
   * back on the consent's screen (Back, or a move there): /segredo starts only with it.
   */
  confirmed: Confirmation | null;
  /**
   * The kind's terms as the customer last left them on its screen (a kind whose screen edits its
   * terms), which shows them again on return and 'Confirmar' freezes.
   */
  draft: KindTerms | null;
  /**
   * The processing page's wait for an authorisation answered after 10 s: 'waiting' while the
   * request is still open, 'given-up' once the wait ended without an answer (docs/decisions/024).
   */
  lateAnswer: 'waiting' | 'given-up' | null;
  /** 'Voltar para a outra instituição' was pressed and its call is in flight. */
  returning: boolean;
  /** What the decision in flight does, so that its wait and its outcome can say so. */
  act: DecisionAct | null;
  /** What the bank accepted, set with `decisionAccepted`. */
  outcome: Outcome | null;
  /** What an authorisation this tab sent before a reload was about, as it kept it (no consent is loaded then). */
  keptSubject: DecisionSubject | null;
}

const initialState: ConsentState = {
  consent: null,
  alert: null,
  decision: 'idle',
  formError: null,
  redirect: null,
  confirmed: null,
  draft: null,
  lateAnswer: null,
  returning: false,
  act: null,
  outcome: null,
  keptSubject: null,
};

/** The subject of the loaded consent or, without one, of what the tab kept (its subject, or only its kind). */
function subjectOf(state: ConsentState): DecisionSubject | null {
  const { consent } = state;
  return consent ? subjectOfConsent(consent) : (state.keptSubject ?? soleSubjectOf(state.alert?.kind ?? null));
}

const DECIDED_BY: Record<DecisionAct, Outcome['decision']> = { authorise: 'authorised', refuse: 'refused', return: null };

const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentRequested(state) {
      state.alert = null;
    },
    consentLoaded(state, action: PayloadAction<LoadedConsent>) {
      return { ...initialState, consent: action.payload };
    },
    consentLoadFailed(state, action: PayloadAction<Alert | null>) {
      state.consent = null;
      state.alert = action.payload;
    },
    /** The loaded consent was already decided: it is not kept, so no screen can offer it again. */
    consentAlreadyDecided(state, action: PayloadAction<{ kind: ConsentKind | null }>) {
      return { ...initialState, alert: { message: null, kind: action.payload.kind } };
    },
    /**
     * This tab sent an authorisation and never had its answer (a reload, a new login): until the bank
     * says where the consent stands, the journey waits and offers nothing that could refuse it.
     */
    sentAuthorisationFound(state, action: PayloadAction<{ kind: ConsentKind | null; subject?: string | null }>) {
      return {
        ...initialState,
        keptSubject: subjectNamed(action.payload.subject),
        decision: 'submitting',
        act: 'authorise',
        lateAnswer: 'waiting',
        alert: { message: null, kind: action.payload.kind },
      };
    },
    /** A reload of the alert page: its message, as kept for this tab. */
    alertRestored(state, action: PayloadAction<Alert>) {
      state.alert = action.payload;
    },
    /** 'Confirmar' on the consent's screen, after its dialog: the terms /segredo confirms and sends. */
    termsConfirmed(state, action: PayloadAction<Confirmation>) {
      state.confirmed = action.payload;
    },
    /** The kind's terms changed on its screen (or are confirmed as shown): an earlier confirmation no longer holds. */
    termsShown(state, action: PayloadAction<KindTerms>) {
      state.draft = action.payload;
      state.confirmed = null;
    },
    authoriseRequested(state, _action: PayloadAction<Credential>) {
      state.formError = null;
    },
    decisionSubmitted(state, action: PayloadAction<Exclude<DecisionAct, 'return'>>) {
      state.decision = 'submitting';
      state.act = action.payload;
      state.formError = null;
    },
    decisionRefused(state, action: PayloadAction<string | null>) {
      state.decision = 'idle';
      state.act = null;
      state.formError = action.payload;
    },
    /**
     * The bank says the consent is decided (docs/decisions/067): the outcome names that decision,
     * whatever this tab was doing (a refusal that lost the race, the way back).
     */
    decisionFoundAtBank(state, action: PayloadAction<Exclude<DecisionAct, 'return'>>) {
      state.decision = 'submitting';
      state.act = action.payload;
    },
    decisionAccepted(state, action: PayloadAction<RedirectInfo>) {
      state.decision = 'decided';
      state.redirect = action.payload;
      state.outcome = { decision: state.act ? DECIDED_BY[state.act] : null, subject: subjectOf(state) };
    },
    lateAnswerAwaited(state) {
      state.lateAnswer = 'waiting';
    },
    lateAnswerReceived(state) {
      state.lateAnswer = null;
    },
    lateAnswerGivenUp(state) {
      state.lateAnswer = 'given-up';
    },
    returnStarted(state) {
      state.returning = true;
      state.act = 'return';
    },
    returnFailed(state) {
      state.returning = false;
      state.act = null;
    },
    decisionAbandoned(state) {
      state.decision = 'idle';
      state.act = null;
    },
    formErrorCleared(state) {
      state.formError = null;
    },
  },
  extraReducers: (builder) => {
    // Back on the consent's screen, the customer may change what she confirmed: only a new
    // 'Confirmar' leads to /segredo again.
    builder.addCase(routeEntered, (state, action) => {
      if (confirmationScreenPaths().some((path) => path === action.payload.path)) state.confirmed = null;
    });
  },
});

/** 'Confirmar …' on a confirmation screen. */
export const confirmRequested = event('consent/confirmRequested');
/** 'Cancelar …' anywhere in the journey. */
export const cancelRequested = event('consent/cancelRequested');
/**
 * This tab may have sent an authorisation whose answer it never had (a reload, a new login, a way
 * back or a cancel pressed meanwhile): the bank is asked where the consent stands first.
 */
export const sentAuthorisationCheck = event('consent/sentAuthorisationCheck');
/** The alert page's 'Voltar para a outra instituição' (SPEC §4 "Alert page"). */
export const alertExitRequested = event('consent/alertExitRequested');
/**
 * The bank refused the credential it was sent (403, 422, 423 under the form; 428's dialog): the
 * security forms drop it, so Confirmar never offers a spent code again, and take the focus back
 * (docs/decisions/048). `locked`: a 423, whose way on is to cancel, not a new code.
 */
export const credentialSpent = event<{ locked: boolean }>('consent/credentialSpent');
/** The bank answered the consent's load or an authorisation: its HTTP status (null: no answer), for field data. */
export const bankAnswered = event<{ call: 'load' | 'authorise'; status: number | null }>('consent/bankAnswered');

type WithConsent = { consent: ConsentState };
export const selectLoadedConsent = (s: WithConsent) => s.consent.consent;
export const selectHasConsent = (s: WithConsent) => s.consent.consent !== null;
/** An authorisation or refusal is in flight or done: the screen's buttons wait. */
export const selectBusy = (s: WithConsent) => s.consent.decision !== 'idle';
export const selectFormError = (s: WithConsent) => s.consent.formError;
export const selectRedirect = (s: WithConsent) => s.consent.redirect;
/**
 * The journey's kind: the loaded consent's, else the one the alert kept, else the one a kept subject
 * names (null: not known). Result texts differ by kind.
 */
export const selectJourneyKind = (s: WithConsent): ConsentKind | null =>
  s.consent.consent?.kind ?? s.consent.alert?.kind ?? kindOfSubject(s.consent.keptSubject);
export const selectAlertMessage = (s: WithConsent) => s.consent.alert?.message ?? null;
export const selectLateAnswer = (s: WithConsent) => s.consent.lateAnswer;
export const selectReturning = (s: WithConsent) => s.consent.returning;
/** What the journey's decision is about (null: not known). */
export const selectDecisionSubject = (s: WithConsent) => subjectOf(s.consent);
/** The customer's authorisation is on its way to the bank (not a refusal, not the way back). */
export const selectAuthorising = (s: WithConsent) => s.consent.decision === 'submitting' && s.consent.act === 'authorise';
export const selectOutcome = (s: WithConsent) => s.consent.outcome;
/** What 'Confirmar' froze: the authorisation sends it and /segredo says it (null: nothing confirmed). */
export const selectConfirmation = (s: WithConsent) => s.consent.confirmed;
/** The kind's terms as its screen last showed them (null: none yet). */
export const selectDraft = (s: WithConsent) => s.consent.draft;

export const {
  consentRequested,
  consentLoaded,
  consentLoadFailed,
  consentAlreadyDecided,
  sentAuthorisationFound,
  alertRestored,
  termsConfirmed,
  termsShown,
  authoriseRequested,
  decisionSubmitted,
  decisionRefused,
  decisionFoundAtBank,
  decisionAccepted,
  decisionAbandoned,
  formErrorCleared,
  lateAnswerAwaited,
  lateAnswerReceived,
  lateAnswerGivenUp,
  returnStarted,
  returnFailed,
} = consentSlice.actions;
export default consentSlice.reducer;
