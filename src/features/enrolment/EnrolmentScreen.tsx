import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { enrolmentTermsShown, selectEnrolmentDraft } from '../consent/consentSlice';
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
  const kept = useSelector(selectEnrolmentDraft);
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
      onEdit={(terms) => dispatch(enrolmentTermsShown(terms))}
      onConfirm={(terms) => {
        dispatch(enrolmentTermsShown(terms));
        actions.onConfirm();
      }}
      accountChoice={accountChoice ? { element: accountChoice, chosen: !confirmBlocked } : undefined}
    />
  );
}
