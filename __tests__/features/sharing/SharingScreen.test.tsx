// The checkbox, counted: each render records its label. The real one still renders.
jest.mock('../../../src/ui/Checkbox', () => {
  const actual = jest.requireActual('../../../src/ui/Checkbox');
  const { createElement } = jest.requireActual('react');
  const rendered: string[] = [];
  const Checkbox = (props: { children?: unknown }) => {
    rendered.push(String(props.children));
    return createElement(actual.Checkbox, props);
  };
  return { ...actual, Checkbox, checkboxRenders: rendered };
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { rootReducer } from '../../../src/app/rootReducer';
import { setConfig } from '../../../src/config/currentConfig';
import { confirmRequested, cancelRequested, consentLoaded } from '../../../src/features/consent/consentSlice';
import InfoShareBody, { InfoShareContent } from '../../../src/features/sharing/InfoShareBody';
import SharingScreen from '../../../src/features/sharing/SharingScreen';
import { pixConsent, sharingData, sharingLoaded } from '../../support/consents';
import { renderWithStore } from '../../support/renderWithStore';
import { testConfig } from '../../support/testConfig';

function setup(loaded = sharingLoaded()) {
  // The real reducers see the load, as in the app: the selection slice builds its modalities from it.
  const { store, actions } = renderWithStore(
    <>
      <SharingScreen />
      <InfoShareBody item={null} />
    </>,
    rootReducer(undefined, consentLoaded(loaded)),
  );
  return { store, actions };
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const { checkboxRenders } = jest.requireMock('../../../src/ui/Checkbox') as { checkboxRenders: string[] };

// jsdom has no User Timing API: useConfirmation marks 'consent-visible' only where there is one.
beforeAll(() => setConfig(testConfig));

describe('data-sharing screen wired to the selection slice', () => {
  it('starts with nothing selected', () => {
    const { store } = setup();
    expect(store.getState().selection.hasSelected).toBe(false);
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('toggles one modality', async () => {
    const { store } = setup();
    await userEvent.click(group('Empréstimos').getByRole('checkbox', { name: 'Consignado' }));
    let selection = store.getState().selection;
    expect(selection.modalities[0]?.numSelected).toBe(1);
    expect(selection.modalities[0]?.modalidade.find((m) => m.codigo === '0202')?.selected).toBe(true);
    expect(selection.hasSelected).toBe(true);
    expect(group('Empréstimos').getByRole('checkbox', { name: 'Consignado' })).toBeChecked();
    expect(group('Empréstimos').getByRole('checkbox', { name: 'Selecionar tudo' })).toBePartiallyChecked();

    await userEvent.click(group('Empréstimos').getByRole('checkbox', { name: 'Consignado' }));
    selection = store.getState().selection;
    expect(selection.modalities[0]?.numSelected).toBe(0);
    expect(selection.hasSelected).toBe(false);
    expect(group('Empréstimos').getByRole('checkbox', { name: 'Selecionar tudo' })).not.toBePartiallyChecked();
  });

  it('selects all of a group, then clears all', async () => {
    const { store } = setup();
    const all = () => group('Empréstimos').getByRole('checkbox', { name: 'Selecionar tudo' });
    await userEvent.click(all());
    expect(store.getState().selection.modalities[0]?.numSelected).toBe(2);
    expect(store.getState().selection.modalities[1]?.numSelected).toBe(0);
    expect(store.getState().selection.hasSelected).toBe(true);
    expect(all()).toBeChecked();
    expect(group('Empréstimos').getByRole('checkbox', { name: 'Crédito pessoal' })).toBeChecked();
    expect(group('Financiamentos').getByRole('checkbox', { name: 'Veículos' })).not.toBeChecked();

    await userEvent.click(all());
    expect(store.getState().selection.modalities[0]?.numSelected).toBe(0);
    expect(store.getState().selection.hasSelected).toBe(false);
    expect(all()).not.toBeChecked();
  });

  it('completes a partly selected group with Selecionar tudo', async () => {
    const { store } = setup();
    await userEvent.click(group('Empréstimos').getByRole('checkbox', { name: 'Crédito pessoal' }));
    await userEvent.click(group('Empréstimos').getByRole('checkbox', { name: 'Selecionar tudo' }));
    expect(store.getState().selection.modalities[0]?.numSelected).toBe(2);
  });

  it('opens the INFO-SHARE modal for the chosen group', async () => {
    const { store } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Dados cadastrais' }));
    expect(store.getState().modal).toMatchObject({ showModal: true, type: 'INFO-SHARE', title: 'Dados cadastrais', item: 0 });
  });

  it('asks to confirm or to refuse', async () => {
    const { actions } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar compartilhamento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recusar compartilhamento' }));
    expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining([confirmRequested.type, cancelRequested.type]));
  });

  it('renders nothing for another kind of consent', () => {
    setup(pixConsent());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

/**
 * A tap on the sharing screen renders again only the checkboxes whose state it changed: a tap's
 * render is most of its cost on a slow phone (issue #15, 'modality toggled' within 100 ms).
 */
describe('what a tap on a product checkbox renders again', () => {
  const emprestimos = () => group('Empréstimos');
  const rendered = () => {
    setup();
    checkboxRenders.length = 0;
  };

  it('a modality: that modality and its group’s Selecionar tudo, nothing of the other group', async () => {
    rendered();
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Consignado' }));
    expect(emprestimos().getByRole('checkbox', { name: 'Consignado' })).toBeChecked();
    expect([...new Set(checkboxRenders)].sort()).toEqual(['Consignado', 'Selecionar tudo']);
  });

  it('Selecionar tudo: the group’s checkboxes, each once the tap has changed it', async () => {
    rendered();
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Consignado' }));
    checkboxRenders.length = 0;
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Selecionar tudo' }));
    expect(emprestimos().getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // Consignado was already chosen: it keeps its render.
    expect(checkboxRenders).not.toContain('Consignado');
    expect(checkboxRenders).toContain('Selecionar tudo');
    expect(checkboxRenders).toContain('Crédito pessoal');
  });
});

describe('INFO-SHARE modal body', () => {
  const [cadastrais, contas] = sharingData().dados.dadosCompartilhamento.dadosSolicitados;

  it('shows the description, the items, the additional information and the portal link', () => {
    render(<InfoShareContent group={cadastrais} />);
    expect(screen.getByText('Informações de identificação e qualificação do cliente.')).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nome completo', 'CPF']);
    expect(screen.getByRole('heading', { name: 'Informações complementares' })).toBeInTheDocument();
    expect(within(lists[1] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Renda', 'Profissão']);
    const link = screen.getByRole('link', { name: /portal do Open Finance Brasil/ });
    expect(link).toHaveAttribute('href', 'https://openfinancebrasil.org.br/quais-dados-podem-ser-compartilhados/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(abre em nova aba)');
  });

  it('has no additional block when the group has none', () => {
    render(<InfoShareContent group={contas} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Informações complementares' })).not.toBeInTheDocument();
  });

  it('renders server text as text', () => {
    render(<InfoShareContent group={{ nome: 'X', nomeCategoria: 'Contas', descricao: '<img src=x onerror=alert(1)>', dados: ['<b>negrito</b>'] }} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<b>negrito</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('reads the group of the store by index', () => {
    renderWithStore(<InfoShareBody item={1} />, rootReducer(undefined, consentLoaded(sharingLoaded())));
    expect(screen.getByText('Saldos e extratos.')).toBeInTheDocument();
  });
});
