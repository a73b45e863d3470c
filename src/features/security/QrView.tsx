import { Button, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { moduleOf } from '../../kinds/registry';
import { cancelRequested, selectBusy, selectDecisionSubject, selectFormError, selectLoadedConsent } from '../consent/consentSlice';
import { Countdown } from '../../ui/Countdown';
import { PageHeading } from '../../ui/PageHeading';
import { qrRestartRequested, selectQr, type QrViewState } from './qrSlice';
import { selectModal } from '../modal/modalSlice';
import { selectSecurity, type NextStep } from './securitySlice';
import { useAfterRefusal } from './useAfterRefusal';

/** The QR code's time is announced once, 30 s before it runs out (WCAG 2.2.1). */
const QR_ANNOUNCE_AT = [30] as const;

/** SPEC §1: default size 256, error-correction level L, white background, black foreground. */
const QR_CODE_PROPS = { size: 256, level: 'L', bgColor: '#FFFFFF', fgColor: '#000000' } as const;

export interface QrViewPanelProps {
  state: QrViewState;
  /** The string to draw; empty until the bank's first answer. */
  value: string;
  /**
   * The code's time as SPEC words it when it is not the code's own (the kind's module says: a data
   * consent's '24 h'): that sentence, without the clock. Absent: the payment's '1:30', counted live.
   */
  statedLimit?: string;
  /** The authorisation is on its way to the bank. */
  busy: boolean;
  /** What the code's approval is awaited for ('Aguardando a autorização do pagamento no app.'). */
  waitingText?: string;
  /** When the code expires (ms since the epoch), for the live countdown beside SPEC's notice. */
  expiresAt?: number | null;
  error: string | null;
  /** Approvals the bank refused so far: each takes the focus to the way on once the view offers it. */
  spent?: number;
  /** What to do after the last refusal, said under its message. */
  nextStep?: NextStep;
  /** A dialog is open (the 428 one): the focus comes back once it closes. */
  dialogOpen?: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

/** 'Unitoken QR Code' (SPEC §2, §4): three steps and the code; 1 waiting, 2 expired, 3 failed. */
export function QrViewPanel({
  state,
  value,
  statedLimit,
  busy,
  waitingText = copy.security.qrWaiting,
  expiresAt,
  error,
  spent = 0,
  nextStep = null,
  dialogOpen = false,
  onRetry,
  onCancel,
}: QrViewPanelProps) {
  const s = copy.security;
  const retryButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The approved code is spent (qrSagas moves the view to 'failed'): nothing to clear, only the focus to place.
  useAfterRefusal(
    spent,
    !busy && !dialogOpen && state !== 1,
    () => undefined,
    () => (nextStep === 'cancel' ? cancelButton.current : retryButton.current)?.focus(),
  );
  const limit = statedLimit ?? s.qrLimitPayment;
  return (
    <div className="security-form qr">
      <PageHeading level={2}>{s.qrTitle}</PageHeading>
      <p>{s.qrIntro}</p>
      <ol className="qr__steps">
        {s.qrSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      {state === 1 && (
        <div className="qr__code" aria-live="polite">
          {value ? (
            <>
              <QRCodeSVG value={value} {...QR_CODE_PROPS} title={s.qrAlt} role="img" aria-label={s.qrAlt} />
              {/* One line says the code's time: SPEC's sentence, its clock live where it counts the code's own
                  90 s; a stated limit (a data consent's '24 h') is kept as SPEC words it. Once the approval is in, the time no longer matters. */}
              {statedLimit !== undefined || expiresAt == null ? (
                <p className="qr__notice">{s.qrExpiredNotice(limit)}</p>
              ) : (
                !busy && (
                  <Countdown
                    deadline={expiresAt}
                    label={copy.timeLeft.qrLabel}
                    sentence={s.qrExpiredNotice}
                    expiredText={s.qrExpired}
                    announceAt={QR_ANNOUNCE_AT}
                    announcement={s.qrExpiredNotice}
                  />
                )
              )}
              <p className="qr__status" role="status">
                {busy ? s.qrAuthorising : waitingText}
              </p>
            </>
          ) : (
            <div className="screen-loading" role="status">
              <Spin /> {s.qrLoading}
            </div>
          )}
        </div>
      )}

      {state !== 1 && (
        <p className="qr__problem" role="alert">
          {state === 2 ? s.qrExpired : s.qrFailed}
        </p>
      )}
      {error && (
        <div role="alert">
          <p className="form-error">{error}</p>
          {nextStep && <p className="form-next-step">{nextStep === 'cancel' ? copy.refusal.cancel : copy.refusal.retryQr}</p>}
        </div>
      )}

      <div className="actions">
        {state !== 1 && (
          <Button ref={retryButton} type="primary" size="large" block onClick={onRetry} disabled={busy}>
            {s.qrRetry}
          </Button>
        )}
        <Button ref={cancelButton} size="large" block onClick={onCancel} disabled={busy}>
          {s.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The QR view on `/segredo`, bound to the store; the polling lives in `qrSagas`. Its own chunk. */
export default function QrView() {
  const dispatch = useDispatch();
  const qr = useSelector(selectQr);
  const consent = useSelector(selectLoadedConsent);
  const statedLimit = consent ? moduleOf(consent).qrStatedLimit : undefined;
  const subject = useSelector(selectDecisionSubject);
  const busy = useSelector(selectBusy);
  const error = useSelector(selectFormError);
  const { spent, nextStep } = useSelector(selectSecurity);
  const dialogOpen = useSelector(selectModal).showModal;
  return (
    <QrViewPanel
      state={qr.state}
      value={qr.value}
      statedLimit={statedLimit}
      busy={busy}
      waitingText={subject ? copy.waits.qrWaiting[subject] : copy.security.qrWaiting}
      expiresAt={qr.expiresAt}
      error={error}
      spent={spent}
      nextStep={nextStep}
      dialogOpen={dialogOpen}
      onRetry={() => dispatch(qrRestartRequested())}
      onCancel={() => dispatch(cancelRequested())}
    />
  );
}
