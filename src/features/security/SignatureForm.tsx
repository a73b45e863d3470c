import { Button } from 'antd';
import { useRef, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { authoriseRequested, cancelRequested, selectBusy, selectFormError } from '../consent/consentSlice';
import { AuthorisingStatus, ConfirmButton } from './ConfirmButton';
import { useAuthorisingText } from './useAuthorisingText';
import { selectModal } from '../modal/modalSlice';
import { selectSecurity, type NextStep } from './securitySlice';
import { useAfterRefusal } from './useAfterRefusal';

/** Signature maximum length (SPEC §9). */
export const SIGNATURE_MAX_LENGTH = 8;

/** Eight digits at most; anything else typed or pasted is dropped by the mask (SPEC §5). */
const SIGNATURE_MASK = '0'.repeat(SIGNATURE_MAX_LENGTH);

export interface SignatureFormViewProps {
  busy: boolean;
  /** What the wait after Confirmar is for ('Autorizando o pagamento...'); empty while nothing is sent. */
  busyText?: string;
  error: string | null;
  /** Signatures the bank refused so far: each refusal empties the field and takes the focus back. */
  spent?: number;
  /** What to do after the last refusal, said under its message. */
  nextStep?: NextStep;
  /** A dialog is open (the 428 one): the focus comes back once it closes. */
  dialogOpen?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * The electronic-signature form (SPEC §2, §5): numeric keyboard, at most 8 digits, confirm only with
 * a value and never twice. The signature stays in this component's state: the input has no `name`,
 * so even a native form submission could not put it in a URL, and nothing here logs it.
 */
export function SignatureFormView({ busy, busyText = '', error, spent = 0, nextStep = null, dialogOpen = false, onSubmit, onCancel }: SignatureFormViewProps) {
  const [value, setValue] = useState('');
  const empty = value.length === 0;
  const input = useRef<HTMLInputElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The refused signature is not offered again; after a 423 the way on is 'Cancelar'.
  useAfterRefusal(
    spent,
    !busy && !dialogOpen,
    () => setValue(''),
    () => (nextStep === 'cancel' ? cancelButton.current : input.current)?.focus(),
  );

  return (
    <form
      className="security-form signature"
      noValidate
      autoComplete="off"
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !busy) onSubmit(value);
      }}
    >
      <p id="assinatura-ajuda">{copy.security.signatureIntro}</p>
      <label className="signature__label" htmlFor="assinatura">
        {copy.security.signatureLabel}
      </label>
      <IMaskInput
        id="assinatura"
        inputRef={input}
        className="signature__input"
        mask={SIGNATURE_MASK}
        value={value}
        unmask
        onAccept={(accepted: string) => setValue(accepted)}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={SIGNATURE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={copy.security.signaturePlaceholder}
        aria-describedby={error ? 'assinatura-ajuda assinatura-erro' : 'assinatura-ajuda'}
        aria-invalid={error ? true : undefined}
        disabled={busy}
      />
      {error && (
        <div id="assinatura-erro" role="alert">
          <p className="form-error">{error}</p>
          {nextStep && <p className="form-next-step">{nextStep === 'cancel' ? copy.refusal.cancel : copy.refusal.retrySignature}</p>}
        </div>
      )}
      <AuthorisingStatus text={busyText} />
      <div className="actions">
        <ConfirmButton busy={busy} disabled={empty} />
        <Button ref={cancelButton} size="large" block onClick={onCancel} disabled={busy}>
          {copy.security.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The signature form on `/segredo`, bound to the store. Its own chunk: only signature customers load it. */
export default function SignatureForm() {
  const dispatch = useDispatch();
  const busy = useSelector(selectBusy);
  const error = useSelector(selectFormError);
  const busyText = useAuthorisingText();
  const { spent, nextStep } = useSelector(selectSecurity);
  const dialogOpen = useSelector(selectModal).showModal;
  return (
    <SignatureFormView
      busy={busy}
      busyText={busyText}
      error={error}
      spent={spent}
      nextStep={nextStep}
      dialogOpen={dialogOpen}
      onSubmit={(value) => dispatch(authoriseRequested({ kind: 'signature', value }))}
      onCancel={() => dispatch(cancelRequested())}
    />
  );
}
