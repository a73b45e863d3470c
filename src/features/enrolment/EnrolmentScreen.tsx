import { useDispatch, useSelector } from 'react-redux';
import { enrolmentConfirmed, selectEnrolmentTerms } from '../consent/consentSlice';
import { useConfirmation } from '../consent/useConfirmation';
import { EnrolmentView } from './EnrolmentView';

/** `/vinculo`: the enrolment's terms are kept in the store on 'Confirmar vínculo', for the authorisation on /segredo. */
export default function EnrolmentScreen() {
  const screen = useConfirmation('VINCULO');
  const kept = useSelector(selectEnrolmentTerms);
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
      onConfirm={(terms) => {
        dispatch(enrolmentConfirmed(terms));
        actions.onConfirm();
      }}
    />
  );
}
