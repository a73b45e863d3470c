import type { ConsentKind } from '../../api/contract';
import type { ModalType } from '../modal/modalSlice';

/** The cancel modal each kind opens (SPEC §4). */
export const CANCEL_MODAL: Record<ConsentKind, ModalType> = {
  PAGAMENTO: 'CANCEL',
  RECORRENTE: 'CANCEL-RECURRING',
  DADOS: 'CANCEL-SHARE',
  SWEEPING: 'CANCEL-SWEEPING',
  AUTOMATICO: 'CANCEL-AUTOMATIC',
};

/** What 'confirm' on each confirmation screen opens before /segredo (SPEC §4 RECURRING, SWEEPING, AUTOMATIC). */
export const CONFIRM_MODAL: Record<ConsentKind, ModalType | null> = {
  PAGAMENTO: null,
  RECORRENTE: 'RECURRING',
  DADOS: null,
  SWEEPING: 'SWEEPING',
  AUTOMATICO: 'AUTOMATIC',
};
