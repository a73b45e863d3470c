import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthorisationItem } from '../../../src/api/contract';
import AuthorisationsScreen from '../../../src/features/authorisations/AuthorisationsScreen';
import { filterChanged, listLoaded, listRequested } from '../../../src/features/authorisations/authorisationsSlice';
import { siteRequested } from '../../../src/features/session/sessionSlice';
import { journey } from '../../../src/journey/journeyTable';
import { renderWithStore } from '../../support/renderWithStore';
import { loggedInSession, stateWith } from '../../support/state';

/**
 * `/autorizacoes` (issue 44 point 1; INTERFACE §7.3): every authorisation the bank returned, the
 * active ones first, each with its institution, the kind, since and until when, and its status in
 * words; a filter by kind and status; an empty list and a failed load said in words.
 */
const item = (id: string, over: Partial<AuthorisationItem> = {}): AuthorisationItem => ({
  id,
  tipo: 'DADOS',
  status: 'ATIVO',
  instituicao: { nome: `Instituição ${id}`, cnpj: '12345678000190', urlLogo: 'https://receptora.example/logo.png' },
  criadoEm: '2026-10-01T12:00:00Z',
  expiraEm: '2027-10-01T12:00:00Z',
  revogavel: true,
  editavel: false,
  ...over,
});

const ITEMS = [
  item('revogada', { status: 'REVOGADO', criadoEm: '2026-11-20T12:00:00Z' }),
  item('antiga', { tipo: 'AUTOMATICO', criadoEm: '2026-01-10T12:00:00Z', expiraEm: null }),
  item('expirada', { tipo: 'VINCULO', status: 'EXPIRADO', criadoEm: '2024-01-01T12:00:00Z' }),
  item('recente', { tipo: 'PAGAMENTO', criadoEm: '2026-11-25T12:00:00Z', expiraEm: '2026-12-01T02:59:59Z' }),
];

const withList = (items: AuthorisationItem[], status: 'loaded' | 'failed' | 'loading' | 'idle' = 'loaded', session: { intentId: string | null; authenticated: boolean; userName: string | null } = loggedInSession) =>
  stateWith({ session, location: { path: '/autorizacoes', search: '' }, authorisations: { list: { status, items } } });

describe('the list', () => {
  it('the active ones first, under their heading, then the ended ones; each part the most recent first', () => {
    renderWithStore(<AuthorisationsScreen />, withList(ITEMS));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Minhas autorizações');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ativas', 'Encerradas']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Instituição recente',
      'Instituição antiga',
      'Instituição revogada',
      'Instituição expirada',
    ]);
  });

  it('each says the kind, since when, until when (or Indeterminado) and its status, in words', () => {
    renderWithStore(<AuthorisationsScreen />, withList(ITEMS));
    const card = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
    const rows = (name: string) => card(name).getAllByRole('definition').map((d) => d.textContent);
    expect(rows('Instituição recente')).toEqual(['Pix agendado', '25/11/2026', '30/11/2026', 'Ativa']);
    expect(rows('Instituição antiga')).toEqual(['Pix Automático', '10/01/2026', 'Indeterminado', 'Ativa']);
    expect(rows('Instituição revogada')).toEqual(['Dados compartilhados', '20/11/2026', '01/10/2027', 'Revogada']);
    expect(rows('Instituição expirada')).toEqual(['Dispositivo vinculado para pagar sem redirecionamento', '01/01/2024', '01/10/2027', 'Expirada']);
    expect(card('Instituição antiga').getAllByRole('term').map((d) => d.textContent)).toEqual(['Tipo', 'Desde', 'Até', 'Situação']);
  });

  it("each opens by a link named with its institution, to its own page; a plain click is the journey table's move", async () => {
    const { actions } = renderWithStore(<AuthorisationsScreen />, withList([item('urn:banco:consent:7b1e')]));
    const link = screen.getByRole('link', { name: 'Ver detalhes da autorização para Instituição urn:banco:consent:7b1e' });
    expect(link).toHaveAttribute('href', '/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e');
    await userEvent.click(link);
    expect(actions).toContainEqual(journey.authorisationOpened('urn:banco:consent:7b1e'));
  });

  it("the bank's names are text, never HTML; an unsafe logo URL is never loaded", () => {
    const { container } = renderWithStore(
      <AuthorisationsScreen />,
      withList([item('x', { instituicao: { nome: '<img src=x onerror=alert(1)>', cnpj: '1', urlLogo: 'javascript:alert(1)' } })]),
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('institution-logo-fallback')).toBeInTheDocument();
  });

  it('the logo when the bank gives one', () => {
    const { container } = renderWithStore(<AuthorisationsScreen />, withList([item('x')]));
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://receptora.example/logo.png');
  });

  it("'Sair' ends the session as the journeys' does", async () => {
    const { actions } = renderWithStore(<AuthorisationsScreen />, withList(ITEMS));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(actions).toContainEqual(siteRequested());
  });
});

describe('narrowing the list', () => {
  it('by kind and by status: only the kinds and statuses the list has are offered; the count says what is shown', async () => {
    const { actions } = renderWithStore(<AuthorisationsScreen />, withList(ITEMS));
    const kind = screen.getByRole('combobox', { name: 'Tipo' });
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos os tipos',
      'Pix agendado',
      'Dados compartilhados',
      'Pix Automático',
      'Dispositivo vinculado para pagar sem redirecionamento',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 4 de 4 autorizações.');

    await userEvent.selectOptions(kind, 'Pix Automático');
    expect(actions).toContainEqual(filterChanged({ tipo: 'AUTOMATICO' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Instituição antiga']);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1 de 4 autorizações.');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Revogada');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getByText('Nenhuma autorização corresponde ao filtro escolhido.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Limpar filtro' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveFocus();
  });
});

describe('what else the page can say', () => {
  it('an empty list, in words', () => {
    renderWithStore(<AuthorisationsScreen />, withList([]));
    expect(screen.getByText(/Você não tem autorizações no Open Finance/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("a failed load, in words, with 'Tentar novamente', which reads the list again", async () => {
    const { actions } = renderWithStore(<AuthorisationsScreen />, withList([], 'failed'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Não foi possível carregar suas autorizações.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(actions).toContainEqual(listRequested());
  });

  it('while the list loads, it says so', () => {
    renderWithStore(<AuthorisationsScreen />, withList([], 'loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas autorizações...');
  });

  it('read again after a change elsewhere: the list shown stays until the answer replaces it', () => {
    renderWithStore(<AuthorisationsScreen />, withList(ITEMS, 'loading'));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('without a session, on the way to the login', () => {
    renderWithStore(<AuthorisationsScreen />, withList([], 'idle', { intentId: null, authenticated: false, userName: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecionando para o login seguro...');
  });
});

/**
 * `npm run bench` times the list's first view by the mark the page sets once it is drawn (decision
 * 083), as the consent's screens set theirs. jsdom has no User Timing API: a stand-in records it.
 */
describe("the bench's mark, 'authorisations-visible'", () => {
  const MARK = 'authorisations-visible';
  let marks: string[] = [];
  const saved = { mark: performance.mark, getEntriesByName: performance.getEntriesByName };
  beforeEach(() => {
    marks = [];
    Object.assign(performance, {
      mark: (name: string) => void marks.push(name),
      getEntriesByName: (name: string) => marks.filter((m) => m === name).map((m) => ({ name: m })),
    });
  });
  afterEach(() => Object.assign(performance, saved));

  it('is set once, when the list is first drawn, not while it loads', () => {
    const { store } = renderWithStore(<AuthorisationsScreen />, withList([], 'loading'));
    expect(marks).toEqual([]);
    act(() => void store.dispatch(listLoaded(ITEMS)));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(marks).toEqual([MARK]);
    act(() => void store.dispatch(listRequested()));
    act(() => void store.dispatch(listLoaded(ITEMS.slice(1))));
    expect(marks).toEqual([MARK]);
  });

  it('is not set on the way to the login, nor for a failed load', () => {
    renderWithStore(<AuthorisationsScreen />, withList([], 'idle', { intentId: null, authenticated: false, userName: null }));
    renderWithStore(<AuthorisationsScreen />, withList([], 'failed'));
    expect(marks).toEqual([]);
  });
});
