import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthorisationDetail, AuthorisationItem } from '../../../src/api/contract';
import AuthorisationScreen from '../../../src/features/authorisations/AuthorisationScreen';
import { AuthorisationActions } from '../../../src/features/authorisations/actions/AuthorisationActions';
import { detailRequested, type AuthorisationsState } from '../../../src/features/authorisations/authorisationsSlice';
import { AuthorisationTerms } from '../../../src/features/review/AuthorisationTerms';
import { siteRequested } from '../../../src/features/session/sessionSlice';
import { journey } from '../../../src/journey/journeyTable';
import { renderWithStore } from '../../support/renderWithStore';
import { loggedInSession, stateWith } from '../../support/state';

// The kind's terms and the actions are other features' (issue 44 points 2 to 4): here, what the page hands them.
jest.mock('../../../src/features/review/AuthorisationTerms', () => ({ AuthorisationTerms: jest.fn(() => null) }));
jest.mock('../../../src/features/authorisations/actions/AuthorisationActions', () => ({ AuthorisationActions: jest.fn(() => null) }));

/**
 * `/autorizacoes/{id}` (issue 44 point 2's page; INTERFACE §7): the header from the list's line, the
 * actions and the kind's terms read-only; an id the bank does not know as hers says so, with the way
 * back to the list; a failed load offers to try again. Never a consent journey's result page.
 */
const ID = 'urn:banco:consent:7b1e';
const PATH = '/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e';
const ITEM: AuthorisationItem = {
  id: ID,
  tipo: 'SWEEPING',
  status: 'ATIVO',
  instituicao: { nome: 'Receptora Exemplo', cnpj: '12345678000190' },
  criadoEm: '2026-10-01T12:00:00Z',
  expiraEm: null,
  revogavel: true,
  editavel: false,
};
const DETAIL = { tipo: 'SWEEPING', consentimentoPagamentoSweeping: { dados: {} }, status: 'ATIVO', revogavel: true, editavel: false } as unknown as AuthorisationDetail;

const on = (authorisations: Partial<AuthorisationsState>, path = PATH) =>
  stateWith({ session: loggedInSession, location: { path, search: '' }, authorisations });
const loaded = (items: AuthorisationItem[] = [ITEM]) =>
  on({ list: { status: 'loaded', items }, detail: { id: ID, status: 'loaded', data: DETAIL } });

afterEach(() => jest.clearAllMocks());

describe("an authorisation's page", () => {
  it('its header: the institution, the kind, since, until (Indeterminado) and the status, in words', () => {
    renderWithStore(<AuthorisationScreen />, loaded());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receptora Exemplo');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Vínculo entre contas', '01/10/2026', 'Indeterminado', 'Ativa']);
    expect(screen.getByTestId('institution-logo-fallback')).toBeInTheDocument();
  });

  it("hands the bank's envelope to the kind's read-only terms, under their heading, and the list's line to the actions", () => {
    renderWithStore(<AuthorisationScreen />, loaded());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('O que você autorizou');
    expect(jest.mocked(AuthorisationTerms).mock.calls.at(-1)?.[0]).toEqual({ detail: DETAIL });
    expect(jest.mocked(AuthorisationActions).mock.calls.at(-1)?.[0]).toEqual({ item: ITEM });
  });

  it("opened before the list had it: the envelope's kind and status; no actions without the list's line", () => {
    renderWithStore(<AuthorisationScreen />, loaded([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vínculo entre contas');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Vínculo entre contas', 'Ativa']);
    expect(AuthorisationActions).not.toHaveBeenCalled();
    expect(AuthorisationTerms).toHaveBeenCalled();
  });

  it("while the list (the header's line) is on its way, the page waits for it rather than show a header it would change", () => {
    renderWithStore(<AuthorisationScreen />, on({ list: { status: 'loading', items: [] }, detail: { id: ID, status: 'loaded', data: DETAIL } }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a autorização...');
    expect(screen.queryByRole('heading', { name: 'Vínculo entre contas' })).toBeNull();
  });

  it("the way back to the list is a link, and a plain click is the journey table's move", async () => {
    const { actions } = renderWithStore(<AuthorisationScreen />, loaded());
    const back = screen.getByRole('link', { name: 'Voltar para suas autorizações' });
    expect(back).toHaveAttribute('href', '/autorizacoes');
    await userEvent.click(back);
    expect(actions).toContainEqual(journey.authorisationsListed());
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(actions).toContainEqual(siteRequested());
  });

  it('not found (404, or no id in the path): says so, with the way back to the list; no terms, no actions', async () => {
    const { actions } = renderWithStore(<AuthorisationScreen />, on({ detail: { id: ID, status: 'missing', data: null } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autorização não encontrada');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para suas autorizações' }));
    expect(actions).toContainEqual(journey.authorisationsListed());
    expect(AuthorisationTerms).not.toHaveBeenCalled();
    expect(AuthorisationActions).not.toHaveBeenCalled();
  });

  it("a failed load: said in words, and 'Tentar novamente' reads the same item again", async () => {
    const { actions } = renderWithStore(<AuthorisationScreen />, on({ detail: { id: ID, status: 'failed', data: null } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Não foi possível carregar esta autorização.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(actions).toContainEqual(detailRequested(ID));
  });

  it("while it loads, it says so; another item's state is never shown for this one", () => {
    renderWithStore(<AuthorisationScreen />, on({ list: { status: 'loaded', items: [ITEM] }, detail: { id: 'outra', status: 'loaded', data: DETAIL } }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a autorização...');
    expect(AuthorisationTerms).not.toHaveBeenCalled();
  });
});
