import { copy } from '../../copy/ptBR';
import { kindDialogOf } from '../../kinds/registry';
import type { ModalState, PortalModalType } from './modalSlice';

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

/** Words and buttons of the modal's own types (SPEC §4); server text comes from the state and wins. */
export const MODAL_CONTENT: Record<PortalModalType, (state: ModalState) => ModalContent> = {
  OVERDRAFT: (s) => ({ title: m.overdraftTitle, text: s.text ?? '', confirm: m.overdraftConfirm, cancel: m.overdraftBack }),
  FUNDS: (s) => ({ title: m.fundsTitle, text: s.text ?? m.fundsText, nextStep: m.fundsNextStep, cancel: copy.common.ok, screenTakesFocus: true }),
  INFO: () => ({ title: m.infoTitle, text: m.infoText, cancel: copy.common.close }),
  'INFO-SHARE': (s) => ({ title: s.title ?? '', text: s.text ?? '', cancel: copy.common.close }),
  'SELECT-SHARE': (s) => ({ title: s.title ?? '', text: s.text ?? '', cancel: copy.common.close }),
  DEFAULT: (s) => ({ title: s.title ?? m.defaultTitle, text: s.text ?? '', cancel: copy.common.close }),
};

/**
 * Words and buttons of the modal as the state names it: a kind's dialog takes its words from the
 * kind's module (a cancel dialog is destructive, its safe answer 'Voltar'; a confirm dialog goes on,
 * its other answer back); an unknown id reads as DEFAULT.
 */
export function modalContentOf(state: ModalState): ModalContent {
  const own = kindDialogOf(state.type);
  if (own?.role === 'cancel') return { title: own.dialog.title, text: own.dialog.text, confirm: own.dialog.confirm, cancel: m.cancelKeep, destructive: true };
  if (own) return { title: own.dialog.title, text: own.dialog.text, confirm: own.dialog.confirm, cancel: copy.common.back };
  return (MODAL_CONTENT[state.type as PortalModalType] ?? MODAL_CONTENT.DEFAULT)(state);
}
