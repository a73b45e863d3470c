import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { AccountChoice } from '../accounts/AccountChoice';
import { selectChosenAccount } from '../accounts/accountsSlice';
import type { EnrolmentTerms } from '../../api/contract';
import { selectDraft, termsShown } from '../consent/consentSlice';
import { useConfirmation } from '../consent/useConfirmation';
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
  const enrollmentId = screen?.consent.dados.enrollmentId ?? '';
  const chosen = useSelector(selectChosenAccount(enrollmentId));
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
      accountChoice={screen.consent.dados.conta ? undefined : { element: <AccountChoice consentId={enrollmentId} words={copy.enrolment.accountChoice} />, chosen: chosen !== null }}
    />
  );
}
