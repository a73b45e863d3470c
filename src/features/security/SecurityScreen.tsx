import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import {
  authoriseRequested,
  cancelRequested,
  selectBusy,
  selectConfirmation,
  selectFormError,
  selectJourneyKind,
  selectLoadedConsent,
} from '../consent/consentSlice';
import { TimeLeft } from '../consent/TimeLeft';
import { useConsentDeadline } from '../consent/useConfirmation';
import { SmsForm } from './SmsForm';
import { selectSecurity, smsRequested } from './securitySlice';
import { useAuthorisingText } from './useAuthorisingText';
import { confirmedSummary } from './confirmedSummary';
import { selectModal } from '../modal/modalSlice';

const SignatureForm = lazy(() => import(/* webpackChunkName: "security-signature" */ './SignatureForm'));
const QrView = lazy(() => import(/* webpackChunkName: "security-qr" */ './QrView'));

/** `/segredo` (SPEC §2 "Security screen"): the device's form once the lookup answers. */
export default function SecurityScreen() {
  const dispatch = useDispatch();
  const { device, sms, smsError, smsLimitReached, spent, nextStep } = useSelector(selectSecurity);
  const dialogOpen = useSelector(selectModal).showModal;
  const busy = useSelector(selectBusy);
  const error = useSelector(selectFormError);
  const consent = useSelector(selectLoadedConsent);
  const confirmed = useSelector(selectConfirmation);
  const kind = useSelector(selectJourneyKind);
  const deadline = useConsentDeadline();
  const busyText = useAuthorisingText();
  // Nothing confirmed (history Forward): the route's saga takes the customer back to the consent's screen.
  const summary = confirmedSummary(consent, confirmed);
  if (!consent || !confirmed) return null;
  const cancel = () => dispatch(cancelRequested());
  return (
    <section className="screen">
      <PageHeading>{copy.security.title}</PageHeading>
      {summary && <p className="lead security-summary">{summary}</p>}
      <TimeLeft deadline={deadline} kind={kind} />
      {device === null && (
        // Ant Design's Spin is a div: a paragraph may not hold it.
        <div className="screen-loading" role="status">
          <Spin /> {copy.security.loading}
        </div>
      )}
      {device === 'sms' && (
        <SmsForm
          busy={busy}
          busyText={busyText}
          delivery={sms}
          deliveryError={smsError}
          limitReached={smsLimitReached}
          error={error}
          spent={spent}
          nextStep={nextStep}
          dialogOpen={dialogOpen}
          onSubmit={(code) => dispatch(authoriseRequested({ kind: 'sms', code }))}
          onResend={() => dispatch(smsRequested())}
          onCancel={cancel}
        />
      )}
      <Suspense fallback={<p className="screen-loading">{copy.security.loading}</p>}>
        {device === 'signature' && <SignatureForm />}
        {device === 'qr' && <QrView />}
      </Suspense>
    </section>
  );
}
