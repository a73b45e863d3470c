import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { selectDraft, termsShown } from '../consent/consentSlice';
import type { EnrolmentTerms } from '../../api/contract';
import { useConfirmation } from '../consent/useConfirmation';
import { usePayingAccountChoice } from '../consent/usePayingAccountChoice';
import { EnrolmentView } from './EnrolmentView';

/**
 * `/vinculo`: the enrolment's terms are kept in the store as the customer changes them, so the
 * screen shows them again on return, and 'Confirmar vínculo' confirms exactly those
 * (docs/decisions/065). An enrolment that names no account shows the customer's accounts, listed by its
 * enrollmentId before the screen (INTERFACE §6.1).
 */
export default function EnrolmentScreen() {
  const screen = useConfirmation('VINCULO');
  // Its own terms: only this screen writes the draft, and a new consent starts without one.
  const kept = useSelector(selectDraft) as EnrolmentTerms | null;
  const { accountChoice, confirmBlocked } = usePayingAccountChoice(copy.enrolment.accountChoice);
  const dispatch = useDispatch();
  if (!screen) return null;
  const { actions } = screen;
  return (
    <EnrolmentView
      consent={screen.consent}
      kept={kept}
      busy={actions.busy}
      deadline={actions.deadline}
      onCancel={actions.onCancel}
      onEdit={(terms) => dispatch(termsShown(terms))}
      onConfirm={(terms) => {
        dispatch(termsShown(terms));
        actions.onConfirm();
      }}
      accountChoice={accountChoice ? { element: accountChoice, chosen: !confirmBlocked } : undefined}
    />
  );
}
