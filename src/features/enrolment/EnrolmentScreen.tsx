import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { AccountChoice } from '../accounts/AccountChoice';
import { selectChosenAccount } from '../accounts/accountsSlice';
import { enrolmentTermsShown, selectEnrolmentDraft } from '../consent/consentSlice';
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
  const kept = useSelector(selectEnrolmentDraft);
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
      onEdit={(terms) => dispatch(enrolmentTermsShown(terms))}
      onConfirm={(terms) => {
        dispatch(enrolmentTermsShown(terms));
        actions.onConfirm();
      }}
      accountChoice={screen.consent.dados.conta ? undefined : { element: <AccountChoice consentId={enrollmentId} words={copy.enrolment.accountChoice} />, chosen: chosen !== null }}
    />
  );
}
