import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BankAccount } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { accountTypeLabel, formatAccountNumber } from '../../format/format';
import { accountChosen, selectAccounts, selectAccountsOf } from './accountsSlice';

/** The texts that say what the chosen account is for: the legend, the hint, and when none can be chosen. */
export type AccountChoiceWords = Record<'legend' | 'hint' | 'noneAvailable', string>;

/**
 * The choice of the paying account (INTERFACE §6.1, docs/decisions/052): every account the bank
 * listed for the consent, as native radios in a fieldset, so arrows move between the accounts that
 * can pay and a screen reader hears the legend, the account and, for one that cannot pay, why.
 *
 * For any screen that lets the customer choose (a kind whose module has `payingAccountChoice`):
 * look the list up before the screen (`lookupAccountsSaga(consentId)` in accountsSaga.ts), show
 * `<AccountChoice consentId={…} />`, keep confirming unusable until `selectChosenAccount(consentId)`
 * gives an account, and send it as the kind's authorisation names it (`asDebtorAccount` for a
 * payment, the account's `{ id }` otherwise). `words`, passed in by the kind's screen, names what the
 * account is for (a payment's by default).
 */
export function AccountChoice({ consentId, words = copy.accounts }: { consentId: string; words?: AccountChoiceWords }) {
  const contas = useSelector(selectAccountsOf(consentId));
  const { chosenId } = useSelector(selectAccounts);
  const dispatch = useDispatch();
  const base = useId();
  if (!contas) return null;
  const anyAvailable = contas.some((conta) => conta.disponivel);
  const hintId = `${base}-hint`;
  return (
    <fieldset className="accounts" aria-describedby={hintId}>
      <legend className="accounts__legend">{words.legend}</legend>
      <p id={hintId} className="accounts__hint">
        {anyAvailable ? words.hint : words.noneAvailable}
      </p>
      {contas.map((conta, index) => (
        <AccountOption
          key={conta.id}
          conta={conta}
          name={`${base}-conta`}
          id={`${base}-${index}`}
          checked={conta.id === chosenId}
          onChoose={() => dispatch(accountChosen(conta.id))}
        />
      ))}
    </fieldset>
  );
}

function AccountOption({ conta, name, id, checked, onChoose }: { conta: BankAccount; name: string; id: string; checked: boolean; onChoose: () => void }) {
  const reasonId = `${id}-motivo`;
  return (
    <div className={conta.disponivel ? 'accounts__option' : 'accounts__option accounts__option--unavailable'}>
      <input
        type="radio"
        className="accounts__radio"
        id={id}
        name={name}
        value={conta.id}
        checked={checked}
        disabled={!conta.disponivel}
        aria-describedby={conta.disponivel ? undefined : reasonId}
        onChange={onChoose}
      />
      <label htmlFor={id} className="accounts__label">
        <span className="accounts__type">{accountTypeLabel(conta.tipoConta)}</span>{' '}
        <span className="accounts__number">
          <span className="accounts__part">{copy.accounts.branch(conta.agencia)}</span>
          {' · '}
          <span className="accounts__part">{copy.accounts.number(formatAccountNumber(conta.numero))}</span>
        </span>
      </label>
      {!conta.disponivel && (
        <p id={reasonId} className="accounts__reason">
          {conta.motivo ? copy.accounts.unavailable(conta.motivo) : copy.accounts.unavailableNoReason}
        </p>
      )}
    </div>
  );
}
