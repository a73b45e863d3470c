import type { ComponentType } from 'react';
import type { BffResult } from '../api/bff';
import type { AccountRef, ConsentKind, LoadedConsent, PaymentRequest, ProductGroup, QrRequest, RedirectInfo, TermsOfKind } from '../api/contract';
import type { Copy } from '../copy/ptBR';
import type { ConfirmedTerms, KindTerms } from './confirming';
import type { KindResultType, PATHS } from '../journey/paths';
import type { Check } from '../api/checks';

/** A loaded consent of one kind. */
export type ConsentOf<K extends ConsentKind> = Extract<LoadedConsent, { kind: K }>;

type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * What a decision is about, in the words the customer saw (the waits and the outcome,
 * docs/decisions/047): one of the subjects the copy words the waits for. Each kind's module names
 * its own; a new subject is a new line of those words. The values are kept in sessionStorage with a
 * sent authorisation (features/consent/sentAuthorisation.ts), so they keep their spelling.
 */
export type DecisionSubject = keyof Copy['waits']['authorising'];

/** The result pages' and the redirect page's words that differ by kind; a kind's module gives those it changes. */
export interface KindWording {
  readonly defaultMessage: string;
  readonly decidedMessage: string;
  readonly expiredMessage: string;
  readonly processingTitle: string;
  readonly processingMessage: string;
  readonly redirectMessage: string;
  /** The redirect page: the logo's alternative text and its words. */
  readonly redirectLogoAlt: string;
  readonly redirectText: string;
  /** The countdown's words once the window is over. */
  readonly timeLeftExpired: string;
}

/** A modal's id (the modal state's `type`) when a kind's module owns the dialog. */
export type KindDialogId = string;

/** One of a kind's dialogs: its id in the modal state, and its words (the other button's are the modal's own). */
export interface KindDialog {
  readonly id: KindDialogId;
  readonly title: string;
  readonly text: string;
  /** The button that answers yes. */
  readonly confirm: string;
}

/** A screen's code, fetched when the customer reaches the screen or is about to. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Where a kind's screen code is, and how the route table treats it. */
export interface ScreenCode {
  /**
   * A dynamic import of the module's own folder with the chunk's name, the one import of its folder
   * a kind's module may write (eslint.config.js): the store chunk, which carries every kind's module,
   * holds the loader and none of the screen (__tests__/tooling/storeChunk.test.ts checks the build).
   * A kind with two screens (`screen`): one for each.
   */
  readonly load: ScreenLoader | { readonly immediate: ScreenLoader; readonly scheduled: ScreenLoader };
}

/** What follows a consent's load, beyond the checks every kind shares (journey events in consent/routing.ts). */
export type AfterLoad = 'ready' | 'expired' | 'stopped';

/** What stops when an authorisation is revoked: one line of the copy's `authorisationActions.stops`. */
export type RevocationEffect = keyof Copy['authorisationActions']['stops'];

/**
 * What the customer's authorisations (`/autorizacoes`, INTERFACE §7) need of a kind to revoke and
 * change one (docs/decisions/078). Its own interface, which `KindModule` extends, so the members of
 * the page that acts at the bank read together and apart from the journey's.
 */
export interface KindAtTheBank<K extends ConsentKind> {
  /** What the revocation dialog says stops (issue 44 point 3). */
  readonly revocationStops: RevocationEffect;
  /**
   * The amount the bank lets the customer change when an authorisation says `editavel` (INTERFACE
   * §7.2: `PATCH …/autorizacoes/{id}` with `valorMaximo`), as the kind's data now states it; null:
   * it states none, and no change is offered (the confirmation says the old amount). Absent: the
   * kind has no amount to change.
   */
  readonly changeableMaximum?: (consent: ConsentOf<K>) => string | null;
}

/**
 * Everything the generic code knows of one consent kind, in one place (issue 43 point 1;
 * docs/decisions/070). Its own folder holds it (`features/<kind>/kind.ts`), beside its screens;
 * src/kinds/registry.ts collects one per kind, keyed by the kind union, so a kind without its module,
 * or a module without one of these members, fails the typecheck. Plain data and pure functions: no
 * screen (only its loader), no store, nothing heavier than the copy, so the store chunk carries all six.
 */
export interface KindModule<K extends ConsentKind, T extends KindTerms = KindTerms> extends KindAtTheBank<K> {
  readonly kind: K;
  /** Its confirmation screen (SPEC §2); a Pix payment has two, now or scheduled. */
  readonly screen: ScreenPath | { readonly immediate: ScreenPath; readonly scheduled: ScreenPath };
  /** What a decision on it is about (a kind with two screens: one for each). */
  readonly subject: DecisionSubject | { readonly immediate: DecisionSubject; readonly scheduled: DecisionSubject };
  // — presentation (kshow)
  /** INTERFACE §4: the run-time check of its envelope member (api/envelope.ts reads it; api/checks.ts has the pieces). */
  readonly envelopeCheck: Check;
  /**
   * Its dialogs (SPEC §4 "Modal types and effects"): 'Cancelar''s "Tem certeza…", whose answer
   * refuses the consent, and, for a kind that asks before /segredo, 'Confirmar''s, whose answer goes
   * there. The generic modal reads them here (features/modal/modalContent.ts, consent/modalEffects.ts).
   */
  readonly dialogs: { readonly cancel: KindDialog; readonly confirm?: KindDialog };
  /**
   * The QR code's time as SPEC words it when the kind's code does not live the code's own 90 s (SPEC
   * §9: a data consent's '24 h'): shown as SPEC's sentence, without the live clock. Absent: the clock.
   */
  readonly qrStatedLimit?: string;
  /** The groups of items the customer opts in to one by one on its screen (SPEC §3–4 "Selection"); absent: none. */
  readonly selectableGroups?: (consent: ConsentOf<K>) => readonly ProductGroup[];
  // — places (kplace)
  /** Its screen's code (app/routeTable.ts draws its route with it). */
  readonly screenCode: ScreenCode;
  /**
   * The body of the INFO-SHARE modal (SPEC §2 "Info modal content"), about one item its screen lists,
   * in a chunk of its own like a screen: app/ModalHost.tsx renders it for a consent of this kind.
   */
  readonly infoBody?: () => Promise<{ default: ComponentType<{ item: number | null }> }>;
  /** A result page only this kind has (SPEC §8), at `/responses/{type}`: what happened, and the way to the site. */
  readonly resultPage?: { readonly type: KindResultType; readonly title: string; readonly message: string };
  /** Offered on the scheduled screen (only a kind with two screens says so). */
  readonly scheduled?: (consent: ConsentOf<K>) => boolean;
  /** The consent says it is already decided: never offered for confirmation again (docs/decisions/016). */
  readonly decided: (consent: ConsentOf<K>) => boolean;
  /** Lacks what its screen needs: stops the journey before the decided check. */
  readonly incomplete?: (consent: ConsentOf<K>) => boolean;
  /** SPEC §4 "Routing after load", once the consent is known undecided. */
  readonly afterLoad: (consent: ConsentOf<K>, now: number) => AfterLoad;
  /** The confirmation window (SPEC §9; docs/decisions/021). */
  readonly deadline: {
    /** From the consent's creation. */
    readonly windowMs: number;
    /** When the consent was created, as the bank wrote it. */
    readonly createdAt: (consent: ConsentOf<K>) => string | undefined;
    /** The end of the window as the consent states it, when it does. */
    readonly statedLimit?: (consent: ConsentOf<K>) => string | undefined;
  };
  /** SPEC §8 "Load failure": the 422's first detail that names this kind. */
  readonly loadFailureDetail?: string;
  /** Its words where they differ from a Pix payment's (features/results/resultContent.ts holds those). */
  readonly wording?: Partial<KindWording>;
  /** SPEC §8: which of a refused authorisation's 300 (overdraft) and 428 (funds) this kind handles. */
  readonly failures: { readonly overdraft: boolean; readonly funds: boolean };
  /** What the code on /segredo confirms, in one line (null: nothing to say yet). */
  readonly summary: (consent: ConsentOf<K>, confirmed: ConfirmedTerms<T>) => string | null;
  /** The QR code of the security step (SPEC §3 "QR transaction", §7 `tokenQRCode`, §9). */
  readonly qr: {
    /** Its transaction code (SPEC §9). */
    readonly code: number;
    /** How long a code lives (SPEC §4, §9). */
    readonly expiryMs: number;
    /** What the customer's app shows: date, description, amount (`terms`: the kind's confirmed terms, if it has any). */
    readonly transaction: (consent: ConsentOf<K>, terms: T | null) => Omit<QrRequest['transacao'], 'codTransacao'>;
    /** The header's institution and user documents, as the consent carries them. */
    readonly documents: (consent: ConsentOf<K>) => { institution: string | null; user: string | null };
    /**
     * The terms confirmed on the screen, frozen with the code (docs/decisions/064), as the QR
     * request's body carries them beside its transaction and hash; absent or null: none.
     */
    readonly terms?: (consent: ConsentOf<K>, terms: T | null, chosenAccountId: string | null) => QrTerms | null;
  };
  /**
   * INTERFACE §6.1: when the customer chooses the paying account, the id the bank lists the accounts
   * by; null when the consent names its account. Absent: the kind never lets her choose.
   */
  readonly payingAccountChoice?: (consent: ConsentOf<K>) => string | null;
  // — decision (kdecide)
  /** How the bank decides it (SPEC §4, §7): features/consent/decisionRequests.ts sends these. */
  readonly decision: KindDecision<K, T>;
  // — state (kstate)
  /**
   * What 'Confirmar' freezes beside the account (docs/decisions/065): the kind's own terms, built
   * from what its screen shows now; /segredo says them, the QR code and the authorisation carry
   * them. Null: nothing to confirm yet (the customer stays on the screen); 'stop': the journey
   * cannot go on. Absent: the kind has no terms of its own.
   */
  readonly confirmTerms?: (consent: ConsentOf<K>, shown: Shown<T>) => T | null | 'stop';
  // — the customer's authorisations (issue 44; docs/decisions/077)
  /**
   * Its terms as its confirmation screen showed them, read-only, for `/autorizacoes/{id}`
   * (features/review/AuthorisationTerms.tsx): the screen's own sections, without what belongs to
   * confirming (the deadline, the buttons, the account choice, the fields the customer edits). By
   * `import()` of its screen's file, in its screen's chunk, as `screenCode`.
   */
  readonly termsCode: { readonly load: TermsLoader<K> };
  /**
   * The subjects of this kind whose authorisation the customer finds afterwards in her
   * authorisations (`/autorizacoes`), so the redirect page says where; an immediate Pix leaves none.
   */
  readonly listedSubjects: readonly DecisionSubject[];
}

/** A kind's read-only terms component, in its screen's chunk (`termsCode`). */
export type TermsLoader<K extends ConsentKind> = () => Promise<{ default: ComponentType<{ consent: ConsentOf<K> }> }>;

/** What the consent's screen shows now beyond the account, as a kind's `confirmTerms` reads it. */
export interface Shown<T extends KindTerms> {
  /** The terms as the customer last left them on the kind's screen (consentSlice's `termsShown`); null: none yet. */
  readonly draft: T | null;
  /** The items the customer opted in to (its `selectableGroups`), by group, each group with one at least. */
  readonly selected: SelectedGroup[];
  /** The Open Finance consent id the customer arrived with (`intent_id`); null: not known. */
  readonly intentId: string | null;
}

/** A group of items the customer opted in to, as a request body names them (SPEC §3). */
export interface SelectedGroup {
  nome: string;
  modalidades: { codigo: string; descricao: string }[];
}

/** What a kind's confirmed terms add to the QR request's body (docs/decisions/064). */
export type QrTerms = Omit<QrRequest, 'transacao' | 'hash'>;

/** A decision's request, run as a saga: where the initiator expects the customer back, or the failure. */
export type Sending = Generator<unknown, BffResult<RedirectInfo>, unknown>;

/** The credential's field in a request body (SPEC §3 payloads); none in a refusal. */
export type CredentialFields = Pick<PaymentRequest, 'tokenSMS' | 'autenticacaoEletronica' | 'unitoken'>;

/** What an authorisation sends: exactly what the customer confirmed, never the screen's later state (docs/decisions/065). */
export interface Authorising<T extends KindTerms = KindTerms> {
  readonly fields: CredentialFields;
  /** The electronic signature typed, when that was the credential (a kind may have it validated first). */
  readonly signature: string | null;
  readonly confirmed: ConfirmedTerms<T>;
  /** The account chosen, as a payment's body names it (INTERFACE §6.1); null where the consent names its own. */
  readonly debtorAccount: AccountRef | null;
  /** SPEC §8 300: the customer accepted paying with the overdraft. */
  readonly overdraft: boolean;
}

/** What a refusal may need beyond the consent. */
export interface Refusing {
  /**
   * Selects the Open Finance consent id the customer arrived with (`intent_id`), for a kind refused
   * by it. Typed by the one member it reads: the store's state is the app's type, out of a kind's reach.
   */
  readonly selectIntentId: (state: { readonly session: { readonly intentId: string | null } }) => string | null;
}

/** How one kind is decided at the bank. */
export interface KindDecision<K extends ConsentKind, T extends KindTerms = KindTerms> {
  /** The consent's id as the rejected call knows it (SPEC §4 "Alert page"). */
  readonly consentId: (consent: ConsentOf<K>) => string;
  readonly authorise: (consent: ConsentOf<K>, authorising: Authorising<T>) => Sending;
  /** The refusal a cancel dialog confirms (SPEC §4 "Modal types and effects"). */
  readonly refuse: (consent: ConsentOf<K>, refusing: Refusing) => Sending;
  /**
   * The way back (SPEC §4 "Alert page"): 'rejected', the rejected call by `consentId`; 'refusal', its
   * own refusal, where the rejected call does not define the kind.
   */
  readonly wayBack: 'rejected' | 'refusal';
}

/**
 * The one record of every kind's module: a kind of the union without its module does not typecheck.
 * Each module types its own terms; the record holds them as the generic code does, unread.
 */
export type KindRegistry = { readonly [K in ConsentKind]: KindModule<K, TermsOfKind[K]> };
