import { copy } from '../../copy/ptBR';
import type { ModalState, ModalType } from './modalSlice';

export interface ModalContent {
  title: string;
  text: string;
  /** What the customer can do now, beneath the text (docs/decisions/048). */
  nextStep?: string;
  /**
   * The screen beneath places the focus itself when the dialog closes (the security form after a
   * refusal, docs/decisions/048): antd's return to the button pressed before would land on a button
   * that was inactive meanwhile, or on the page's body.
   */
  screenTakesFocus?: true;
  /** Without a confirm label the modal has a single close button. */
  confirm?: string;
  cancel: string;
  /** The confirm answer ends the journey (cancel, refuse): styled as destructive, the focus on `cancel`. */
  destructive?: true;
}

const m = copy.modal;

/** Words and buttons of each modal type (SPEC §4); server text comes from the state and wins. */
export const MODAL_CONTENT: Record<ModalType, (state: ModalState) => ModalContent> = {
  CANCEL: () => ({ title: m.cancelTitle, text: m.cancelText, confirm: m.cancelConfirm, cancel: m.cancelKeep, destructive: true }),
  'CANCEL-RECURRING': () => ({ title: m.cancelTitle, text: m.cancelText, confirm: m.cancelConfirm, cancel: m.cancelKeep, destructive: true }),
  'CANCEL-SHARE': () => ({ title: m.cancelShareTitle, text: m.cancelShareText, confirm: m.cancelShareConfirm, cancel: m.cancelKeep, destructive: true }),
  'CANCEL-SWEEPING': () => ({ title: m.cancelSweepingTitle, text: m.cancelSweepingText, confirm: m.cancelConfirm, cancel: m.cancelKeep, destructive: true }),
  'CANCEL-AUTOMATIC': () => ({ title: m.cancelAutomaticTitle, text: m.cancelAutomaticText, confirm: m.cancelConfirm, cancel: m.cancelKeep, destructive: true }),
  'CANCEL-ENROLMENT': () => ({ title: m.cancelEnrolmentTitle, text: m.cancelEnrolmentText, confirm: m.cancelConfirm, cancel: m.cancelKeep, destructive: true }),
  RECURRING: () => ({ title: m.recurringTitle, text: m.recurringText, confirm: m.continue, cancel: copy.common.back }),
  SWEEPING: () => ({ title: m.sweepingTitle, text: m.sweepingText, confirm: m.continue, cancel: copy.common.back }),
  AUTOMATIC: () => ({ title: m.automaticTitle, text: m.automaticText, confirm: m.continue, cancel: copy.common.back }),
  OVERDRAFT: (s) => ({ title: m.overdraftTitle, text: s.text ?? '', confirm: m.overdraftConfirm, cancel: m.overdraftBack }),
  FUNDS: (s) => ({ title: m.fundsTitle, text: s.text ?? m.fundsText, nextStep: m.fundsNextStep, cancel: copy.common.ok, screenTakesFocus: true }),
  INFO: () => ({ title: m.infoTitle, text: m.infoText, cancel: copy.common.close }),
  'INFO-SHARE': (s) => ({ title: s.title ?? '', text: s.text ?? '', cancel: copy.common.close }),
  'SELECT-SHARE': (s) => ({ title: s.title ?? '', text: s.text ?? '', cancel: copy.common.close }),
  DEFAULT: (s) => ({ title: s.title ?? m.defaultTitle, text: s.text ?? '', cancel: copy.common.close }),
};
