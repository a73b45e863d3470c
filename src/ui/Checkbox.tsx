import { useEffect, useRef, type ChangeEventHandler, type ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  /** Some, not all, of what it stands for are chosen ('Selecionar tudo' of a group): shown and announced as mixed. */
  mixed?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  className?: string;
  children: ReactNode;
}

/**
 * A native checkbox inside its label, so the whole row is the tap target and the label its name.
 * The browser draws, announces and answers it (mixed included: `indeterminate` is a property, not an
 * attribute, hence the effect); the data consent's screen loads no Ant Design (docs/decisions/074).
 */
export function Checkbox({ checked, mixed = false, onChange, className, children }: CheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={className ? `check ${className}` : 'check'}>
      <input ref={box} type="checkbox" className="check__box" checked={checked} onChange={onChange} />
      <span className="check__label">{children}</span>
    </label>
  );
}
