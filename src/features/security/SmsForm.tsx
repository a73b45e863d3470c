import { Button } from 'antd';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { copy } from '../../copy/ptBR';
import { AuthorisingStatus, ConfirmButton } from './ConfirmButton';
import type { NextStep, SmsDelivery } from './securitySlice';
import { useAfterRefusal } from './useAfterRefusal';

export const SMS_LENGTH = 6;

export interface SmsFormProps {
  busy: boolean;
  /** What the wait after Confirmar is for ('Autorizando o pagamento...'); empty while nothing is sent. */
  busyText?: string;
  /** Whether the bank has sent a code: Confirmar waits for one. */
  delivery: SmsDelivery;
  /** Why the last send failed (the server's message). */
  deliveryError: string | null;
  /** The bank's SMS limit is reached: no way to resend is offered. */
  limitReached?: boolean;
  error: string | null;
  /** Credentials the bank refused so far: each refusal empties the boxes (the code is spent) and takes the focus back. */
  spent?: number;
  /** What to do after the last refusal, said under its message. */
  nextStep?: NextStep;
  /** A dialog is open (the 428 one): the focus comes back once it closes. */
  dialogOpen?: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/**
 * The digit just typed into a box that held `previous`: the box's text minus the digit it held,
 * wherever the caret was ('56' after typing 5 before a 6 is 5, not 6).
 */
const typedDigit = (value: string, previous: string) => {
  const typed = value.replace(/\D/g, '');
  return (typed.length > 1 && previous ? typed.replace(previous, '') : typed).slice(-1);
};

/**
 * Six single-digit boxes (SPEC §5): each keeps the digit typed last and moves focus on; a
 * pasted or autofilled code fills all six; confirm acts only when all six are filled.
 */
export function SmsForm({
  busy,
  busyText = '',
  delivery,
  deliveryError,
  limitReached = false,
  error,
  spent = 0,
  nextStep = null,
  dialogOpen = false,
  onSubmit,
  onResend,
  onCancel,
}: SmsFormProps) {
  const sent = delivery === 'sent';
  const sending = delivery === 'sending' || delivery === 'idle';
  const [digits, setDigits] = useState<string[]>(() => Array(SMS_LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(SMS_LENGTH - 1, index))]?.focus();
  const cancelButton = useRef<HTMLButtonElement>(null);
  // After a refusal the form is ready for a new code; after a 423 the way on is 'Cancelar'.
  useAfterRefusal(
    spent,
    !busy && !dialogOpen,
    () => setDigits(Array<string>(SMS_LENGTH).fill('')),
    () => (nextStep === 'cancel' ? cancelButton.current?.focus() : focusBox(0)),
  );

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, SMS_LENGTH - index).split('');
    if (incoming.length === 0) return;
    setDigits((current) => current.map((d, i) => (i >= index && i < index + incoming.length ? (incoming[i - index] ?? d) : d)));
    focusBox(index + incoming.length);
  };

  const change = (index: number, value: string) => {
    // An autofilled one-time code arrives whole in the first box.
    if (value.replace(/\D/g, '').length === SMS_LENGTH) {
      fillFrom(0, value);
      return;
    }
    const digit = typedDigit(value, digits[index] ?? '');
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
    if (digit) focusBox(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) focusBox(index - 1);
    if (event.key === 'ArrowLeft') focusBox(index - 1);
    if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const submit = () => {
    const code = digits.join('');
    if (code.length === SMS_LENGTH && sent && !busy) onSubmit(code);
  };

  return (
    <form
      className="security-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {delivery === 'failed' ? (
        // In place of the intro, which would say a code was sent: what failed and the way to retry.
        <div id="sms-envio" className="form-error" role="alert">
          <p>{copy.security.smsSendFailed}</p>
          {deliveryError && <p>{deliveryError}</p>}
          {!limitReached && <p>{copy.security.smsSendAgain}</p>}
        </div>
      ) : (
        <p id="sms-envio">{sending ? copy.security.smsSending : copy.security.smsIntro}</p>
      )}
      <fieldset className="otp" aria-describedby={error ? 'sms-erro' : undefined}>
        <legend className="otp__legend">{copy.security.smsGroupLabel}</legend>
        <div className="otp__boxes">
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              className="otp__box"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={copy.security.smsDigitLabel(index + 1)}
              value={digit}
              // On `input`, not React's onChange: onChange skips a digit typed over the same digit
              // (the text did not change), and focus would stay while the customer types on. The
              // empty onChange only tells React the box is controlled on purpose.
              onInput={(e) => change(index, e.currentTarget.value)}
              onChange={() => undefined}
              onKeyDown={(e) => keyDown(index, e)}
              onPaste={(e) => paste(index, e)}
              onFocus={(e) => e.target.select()}
              disabled={busy}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <div id="sms-erro" role="alert">
          <p className="form-error">{error}</p>
          {nextStep && <p className="form-next-step">{nextStep === 'cancel' ? copy.refusal.cancel : copy.refusal.retrySms}</p>}
        </div>
      )}
      <AuthorisingStatus text={busyText} />
      <div className="actions">
        <ConfirmButton busy={busy} disabled={!sent} describedBy={sent ? undefined : 'sms-envio'} />
        <Button size="large" block onClick={onResend} disabled={busy || sending || limitReached}>
          {copy.security.resendSms}
        </Button>
        <Button ref={cancelButton} size="large" block onClick={onCancel} disabled={busy}>
          {copy.security.cancel}
        </Button>
      </div>
    </form>
  );
}
