import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from 'react-redux';
import { ENVELOPE_MEMBER, type AuthorisationDetail, type AuthorisationItem, type ConsentKind } from '../../../../src/api/contract';
import { parseEnvelope } from '../../../../src/api/envelope';
import type { RootState } from '../../../../src/app/rootReducer';
import { AuthorisationActions } from '../../../../src/features/authorisations/actions/AuthorisationActions';
import {
  actionSettled,
  actionStarted,
  dialogClosed,
  limitAsked,
  limitConfirmed,
  revokeConfirmed,
} from '../../../../src/features/authorisations/actions/authorisationActionsSlice';
import { detailLoaded, itemChanged, selectAuthorisationList, type AuthorisationsState } from '../../../../src/features/authorisations/authorisationsSlice';
import { automaticData, sharingData } from '../../../support/consents';
import { renderWithStore } from '../../../support/renderWithStore';
import { stateWith } from '../../../support/state';

const ID = 'urn:banco:consent:7b1e';
const INSTITUTION = 'Receptora Exemplo';

const item = (changes: Partial<AuthorisationItem> = {}): AuthorisationItem => ({
  id: ID,
  tipo: 'DADOS',
  status: 'ATIVO',
  instituicao: { nome: INSTITUTION, cnpj: '12345678000190' },
  criadoEm: '2026-10-01T12:00:00Z',
  expiraEm: '2027-10-01T12:00:00Z',
  revogavel: true,
  editavel: false,
  ...changes,
});

const withMaximum = (maximum: string) => automaticData({ schedule: { ...automaticData().dados.schedule, maximumVariableAmount: maximum } });
const automaticDetail = (maximum = '500.00'): AuthorisationDetail => ({
  tipo: 'AUTOMATICO',
  consentimentoPagamentoAutomatico: withMaximum(maximum),
  status: 'ATIVO',
  revogavel: true,
  editavel: true,
});
const editable = () => item({ tipo: 'AUTOMATICO', editavel: true, instituicao: { nome: 'Iniciadora de Testes S.A.', cnpj: '12345678000190' } });

/** The actions of `shown`, with `opened` as the item open at `/autorizacoes/{id}` (null: the list). */
function renderActions(shown: AuthorisationItem, opened: AuthorisationDetail | null = null) {
  const authorisations: AuthorisationsState = {
    list: { status: 'loaded', items: [shown] },
    filter: { tipo: null, status: null },
    detail: opened ? { id: shown.id, status: 'loaded', data: opened } : { id: null, status: 'idle', data: null },
  };
  // The page passes the item as the store has it now (a revocation's answer replaces it there).
  function Actions() {
    const { items } = useSelector(selectAuthorisationList);
    return <AuthorisationActions item={items.find((i) => i.id === shown.id) ?? shown} />;
  }
  const utils = renderWithStore(<Actions />, stateWith({ authorisations }) as RootState);
  const bank = (...answers: UnknownAction[]) => act(() => answers.forEach((a) => utils.store.dispatch(a)));
  const sent = (type: string) => utils.actions.filter((a) => a.type === type);
  return { ...utils, bank, sent };
}

const revokeButton = () => screen.getByRole('button', { name: `Revogar autorização de ${INSTITUTION}` });

describe("'Revogar' (INTERFACE §7.3: only items ATIVO and revogavel)", () => {
  it('is a button named with the institution it acts on', () => {
    renderActions(item());
    expect(revokeButton()).toBeEnabled();
    expect(revokeButton()).toHaveTextContent(`Revogar autorização de ${INSTITUTION}`);
  });

  it.each<[string, Partial<AuthorisationItem>]>([
    ['revoked', { status: 'REVOGADO', revogavel: false }],
    ['expired', { status: 'EXPIRADO', revogavel: false }],
    ['consumed', { status: 'CONSUMIDO', revogavel: false }],
    ['active, but the bank does not allow it', { revogavel: false }],
    ['said revocable, but not active', { status: 'REVOGADO', revogavel: true }],
  ])('is not offered on an item %s: no action at all', (_name, changes) => {
    const { container } = renderActions(item(changes));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the revocation dialog: the institution and what stops, per kind, from its module', () => {
  const STOPS: Record<ConsentKind, string> = {
    PAGAMENTO: 'O Pix agendado não será realizado e nenhum valor será debitado da sua conta por ele.',
    RECORRENTE: 'Os pagamentos agendados que ainda não foram realizados não serão mais feitos.',
    SWEEPING: 'Não serão feitas novas transferências entre as suas contas por este vínculo.',
    AUTOMATICO: 'Os próximos pagamentos deste Pix Automático não serão mais realizados.',
    DADOS: 'Seus dados deixarão de ser compartilhados com esta instituição.',
    VINCULO: 'O dispositivo deixará de fazer pagamentos sem redirecionamento. Para voltar a usá-lo assim, será preciso vinculá-lo novamente.',
  };

  it.each(Object.keys(ENVELOPE_MEMBER) as ConsentKind[])('%s', async (tipo) => {
    renderActions(item({ tipo }));
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog', { name: `Revogar a autorização de ${INSTITUTION}?` });
    expect(within(dialog).getByText(STOPS[tipo])).toBeInTheDocument();
    expect(within(dialog).getByText('A revogação não pode ser desfeita. O que já foi realizado não é desfeito.')).toBeInTheDocument();
  });

  it("the safe answer first ('Voltar', primary), 'Sim, revogar' second", async () => {
    renderActions(item());
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog');
    const names = within(dialog).getAllByRole('button').map((b) => b.textContent).filter((name) => name === 'Voltar' || name === 'Sim, revogar');
    expect(names).toEqual(['Voltar', 'Sim, revogar']);
  });

  it("'Voltar' sends nothing, closes the dialog and puts the focus back on 'Revogar'", async () => {
    const { sent } = renderActions(item());
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(sent(dialogClosed.type)).toHaveLength(1);
    expect(sent(revokeConfirmed.type)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokeButton()).toHaveFocus();
  });

  it("'Sim, revogar' asks once; while the bank answers it cannot be pressed again nor the dialog closed", async () => {
    const { sent, bank } = renderActions(item());
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, revogar' }));
    expect(sent(revokeConfirmed.type)).toEqual([revokeConfirmed({ id: ID })]);
    bank(actionStarted({ id: ID, action: 'revoke' }));
    const yes = within(dialog).getByRole('button', { name: /Sim, revogar/ });
    await userEvent.click(yes);
    await userEvent.click(yes);
    await userEvent.keyboard('{Escape}');
    expect(sent(revokeConfirmed.type)).toHaveLength(1);
    expect(sent(dialogClosed.type)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();
  });

  it('revoked: the item offers no action, the page says so and the focus is on what it says', async () => {
    const shown = item();
    const { bank, store } = renderActions(shown);
    await userEvent.click(revokeButton());
    await screen.findByRole('dialog');
    bank(actionStarted({ id: ID, action: 'revoke' }), itemChanged({ ...shown, status: 'REVOGADO', revogavel: false }), actionSettled({ id: ID, action: 'revoke', result: { kind: 'done' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`A autorização de ${INSTITUTION} foi revogada.`);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(store.getState().authorisations.list.items[0]?.status).toBe('REVOGADO');
  });

  it("refused by the bank (422): its message in the dialog, and only 'Voltar', which has the focus", async () => {
    const { bank } = renderActions(item({ tipo: 'PAGAMENTO' }));
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog');
    const message = 'Este Pix agendado não pode mais ser cancelado: o cancelamento é possível até as 23:59 do dia anterior à data do pagamento.';
    bank(actionStarted({ id: ID, action: 'revoke' }), actionSettled({ id: ID, action: 'revoke', result: { kind: 'refused', message } }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: /Sim, revogar|Tentar novamente/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
  });

  it("any other failure: says it failed in the dialog, whose answer becomes 'Tentar novamente'", async () => {
    const { bank, sent } = renderActions(item());
    await userEvent.click(revokeButton());
    const dialog = await screen.findByRole('dialog');
    bank(actionStarted({ id: ID, action: 'revoke' }), actionSettled({ id: ID, action: 'revoke', result: { kind: 'failed' } }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível concluir a operação. Verifique sua conexão e tente novamente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(sent(revokeConfirmed.type)).toHaveLength(1);
  });

  it('changed elsewhere (409): the dialog closes, the page says so with the bank’s words, and the focus is there', async () => {
    const { bank } = renderActions(item());
    await userEvent.click(revokeButton());
    await screen.findByRole('dialog');
    bank(actionStarted({ id: ID, action: 'revoke' }), actionSettled({ id: ID, action: 'revoke', result: { kind: 'changed', message: 'Esta autorização já foi revogada.' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Esta autorização foi alterada em outro canal. Ela aparece aqui como está agora.');
    expect(alert).toHaveTextContent('Esta autorização já foi revogada.');
    expect(alert).toHaveFocus();
  });
});

describe('the change of the maximum amount (issue 44 point 4)', () => {
  const changeButton = () => screen.getByRole('button', { name: 'Alterar valor máximo da autorização de Iniciadora de Testes S.A.' });
  const field = () => screen.getByLabelText('Novo valor máximo') as HTMLInputElement;

  it('offered on the opened item the bank says editavel, whose kind has a maximum (its module)', () => {
    renderActions(editable(), automaticDetail());
    expect(changeButton()).toBeEnabled();
  });

  it.each<[string, AuthorisationItem, AuthorisationDetail | null]>([
    ['in the list (no data to say the current amount)', editable(), null],
    ['not editavel', item({ tipo: 'AUTOMATICO', editavel: false }), { ...automaticDetail(), editavel: false }],
    ['when the data states no maximum (the confirmation could not say the old one)', editable(), { ...automaticDetail(), consentimentoPagamentoAutomatico: withMaximum(undefined as unknown as string) }],
    ['a kind without a maximum, even if said editavel', item({ editavel: true }), { tipo: 'DADOS', consentimentoDadosDTO: sharingData(), status: 'ATIVO', revogavel: true, editavel: true }],
  ])('not offered %s', (_name, shown, opened) => {
    // The opened data reads as its kind's: it is the kind, not a refused envelope, that offers nothing.
    if (opened) expect(parseEnvelope(opened)).not.toBeNull();
    renderActions(shown, opened);
    expect(screen.queryByRole('button', { name: /Alterar valor máximo/ })).toBeNull();
  });

  it('the money field takes the focus, says the current amount, and refuses an empty amount beside itself', async () => {
    const { sent } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Valor máximo atual: R$ 500,00.'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Informe o novo valor máximo.'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(sent(limitAsked.type)).toHaveLength(0);
  });

  it('the same amount as now is refused beside the field', async () => {
    const { sent } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    await userEvent.type(field(), '50000');
    expect(field()).toHaveValue('500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Informe um valor diferente do valor máximo atual.'));
    expect(sent(limitAsked.type)).toHaveLength(0);
  });

  it('a new amount: the confirmation says the old and the new, and confirming asks for exactly that', async () => {
    const { sent } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    await userEvent.type(field(), '15000');
    expect(field()).toHaveValue('150,00');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(sent(limitAsked.type)).toEqual([limitAsked({ id: ID, amount: '150.00' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o novo valor máximo' });
    expect(within(dialog).getByText('O valor máximo de cada pagamento passará de R$ 500,00 para R$ 150,00.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar alteração' }));
    expect(sent(limitConfirmed.type)).toEqual([limitConfirmed({ id: ID, amount: '150.00' })]);
  });

  it("'Cancelar' sends nothing and puts the focus back on 'Alterar valor máximo'", async () => {
    const { sent } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    await userEvent.type(field(), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Novo valor máximo')).toBeNull();
    expect(changeButton()).toHaveFocus();
    expect(sent(limitAsked.type)).toHaveLength(0);
    expect(sent(limitConfirmed.type)).toHaveLength(0);
  });

  it('refused by the bank (422): its message beside the field, the focus on the field', async () => {
    const { bank } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    await userEvent.type(field(), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('dialog');
    const message = 'Valor máximo inválido: informe um valor maior que zero, com duas casas decimais.';
    bank(actionStarted({ id: ID, action: 'limit' }), actionSettled({ id: ID, action: 'limit', result: { kind: 'refused', message } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field()).toHaveFocus();
  });

  it('changed: the amount the bank answered is said and focused, the form closed', async () => {
    const { bank, store } = renderActions(editable(), automaticDetail());
    await userEvent.click(changeButton());
    await userEvent.type(field(), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('dialog');
    bank(actionStarted({ id: ID, action: 'limit' }), detailLoaded({ id: ID, detail: automaticDetail('150.00') }), actionSettled({ id: ID, action: 'limit', result: { kind: 'done' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('O valor máximo agora é R$ 150,00.');
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText('Novo valor máximo')).toBeNull();
    expect(store.getState().authorisations.detail.data).toEqual(automaticDetail('150.00'));
  });
});
