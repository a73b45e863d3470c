
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharingConsent } from '../../../src/api/contract';
import { SharingView, type SharingViewProps } from '../../../src/features/sharing/SharingView';
import { missingSharingData } from '../../../src/features/sharing/kind';
import { selectionFor, sharingData } from '../../support/consents';
import { fieldValue } from '../../support/fields';

const renderView = (consent: SharingConsent = sharingData(), props: Partial<SharingViewProps> = {}) => {
  const handlers = {
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
    onToggleModality: jest.fn(),
    onToggleGroup: jest.fn(),
    onShowInfo: jest.fn(),
  };
  render(
    <SharingView consent={consent} selection={selectionFor(consent)} busy={false} {...handlers} {...props} />,
  );
  return handlers;
};

const INCOMPLETE = /faltam informações necessárias/;

describe('data-sharing confirmation', () => {
  it('shows every line of SPEC §2 "Data-sharing confirmation"', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(fieldValue('Nome', 'Identificação')).toBe('Maria da Silva');
    // The customer's own document, masked as every person's on every screen (decision 049).
    expect(fieldValue('CPF', 'Identificação')).toBe('***.456.789-**');
    expect(screen.getByText('Após a confirmação, você será redirecionado de volta para a instituição de destino.')).toBeInTheDocument();
    expect(screen.queryByText(/iniciadora/)).not.toBeInTheDocument();
    const destination = within(screen.getByRole('region', { name: 'Instituição de destino' }));
    expect(destination.getByText('Fintech Receptora de Dados S.A.')).toBeInTheDocument();
    expect(destination.getByText('22.333.444/0001-56')).toBeInTheDocument();
    expect(fieldValue('Data da solicitação', 'Dados da solicitação')).toBe('22/11/2026');
    expect(fieldValue('Prazo', 'Dados da solicitação')).toBe('12 meses (até 22/11/2027)');
    expect(screen.getByText('Selecione as modalidades de operações de crédito que deseja compartilhar.')).toBeInTheDocument();
    expect(screen.getByText('Você possui até uma hora para confirmá-la.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar compartilhamento' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Recusar compartilhamento' })).toBeEnabled();
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
  });

  it('formats a company holder as CNPJ, masked', () => {
    renderView(sharingData({ cpfCnpj: '11222333000181' }));
    expect(fieldValue('CNPJ', 'Identificação')).toBe('**.222.333/0001-**');
  });

  it('shows an open-ended prazo as given, without a date', () => {
    const base = sharingData();
    renderView(
      sharingData({ dadosCompartilhamento: { ...base.dados.dadosCompartilhamento, prazo: 'Indeterminado', dataExpiracaoCompartilhamento: undefined } }),
    );
    expect(fieldValue('Prazo')).toBe('Indeterminado');
  });

  it('lists the requested data with decorative icons and a Visualizar button each', async () => {
    const { onShowInfo } = renderView();
    const region = within(screen.getByRole('region', { name: 'Dados solicitados' }));
    const items = region.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Dados cadastrais');
    // The category icon says nothing the name does not: hidden from assistive technology.
    expect(region.queryAllByRole('img')).toHaveLength(0);
    const view = region.getByRole('button', { name: 'Visualizar Dados de contas' });
    expect(view).toHaveTextContent('Visualizar >');
    await userEvent.click(view);
    expect(onShowInfo).toHaveBeenCalledWith(1);
  });

  it('shows the credit/investment text only when sent', () => {
    renderView(sharingData({ textoOperacaoCreditoInvestimento: undefined }));
    expect(screen.queryByText(/modalidades de operações de crédito/)).not.toBeInTheDocument();
  });

  describe('institution logo', () => {
    it('shows an https logo', () => {
      renderView();
      const logo = screen.getByRole('presentation');
      expect(logo).toHaveAttribute('src', 'https://receptora.example/logo.png');
      expect(screen.queryByTestId('institution-logo-fallback')).not.toBeInTheDocument();
    });

    it.each(['javascript:alert(1)', 'http://receptora.example/logo.png', '//evil.example/x.png'])('never loads %s', (icone) => {
      const base = sharingData();
      renderView(sharingData({ instituicao: { ...base.dados.instituicao, icone } }));
      expect(document.querySelector('img')).toBeNull();
      expect(screen.getByTestId('institution-logo-fallback')).toBeInTheDocument();
    });

    it('loads an http loopback logo (the simulated bank)', () => {
      const base = sharingData();
      const consent = sharingData({ instituicao: { ...base.dados.instituicao, icone: 'http://127.0.0.1:8080/logo.png' } });
      renderView(consent);
      expect(document.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:8080/logo.png');
    });

    it('falls back when the image fails to load', () => {
      renderView();
      fireEvent.error(document.querySelector('img') as HTMLImageElement);
      expect(document.querySelector('img')).toBeNull();
      expect(screen.getByTestId('institution-logo-fallback')).toBeInTheDocument();
    });
  });

  describe('authorisation card', () => {
    it('is absent for a single user without double signature', () => {
      renderView();
      expect(screen.queryByRole('region', { name: 'Autorização' })).not.toBeInTheDocument();
    });

    it.each([
      ['more than one account user', { quantidadeUsuariosConta: 2 }],
      ['double signature', { duplaAssinatura: true }],
    ])('shows the deadline for %s', (_case, dados) => {
      renderView(sharingData(dados));
      const card = within(screen.getByRole('region', { name: 'Autorização' }));
      expect(card.getByText(/até 22\/11\/2026 às 11:00/)).toBeInTheDocument();
    });
  });

  describe('product selection', () => {
    it('has a labelled Selecionar tudo per group and a checkbox per modality', () => {
      renderView();
      const loans = within(screen.getByRole('group', { name: 'Empréstimos' }));
      expect(loans.getByRole('checkbox', { name: 'Selecionar tudo' })).not.toBeChecked();
      expect(loans.getByRole('checkbox', { name: 'Crédito pessoal' })).not.toBeChecked();
      expect(loans.getByRole('checkbox', { name: 'Consignado' })).not.toBeChecked();
      expect(within(screen.getByRole('group', { name: 'Financiamentos' })).getByRole('checkbox', { name: 'Veículos' })).toBeInTheDocument();
    });

    it('shows Selecionar tudo as mixed while only some modalities are chosen, checked when all are', () => {
      const consent = sharingData();
      const { unmount } = render(
        <SharingView
          consent={consent}
          selection={selectionFor(consent, ['0203'])}
          busy={false}
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
          onToggleModality={jest.fn()}
          onToggleGroup={jest.fn()}
          onShowInfo={jest.fn()}
        />,
      );
      const loans = within(screen.getByRole('group', { name: 'Empréstimos' }));
      expect(loans.getByRole('checkbox', { name: 'Selecionar tudo' })).toBePartiallyChecked();
      expect(loans.getByRole('checkbox', { name: 'Crédito pessoal' })).toBeChecked();
      unmount();
      renderView(consent, { selection: selectionFor(consent, ['0203', '0202']) });
      expect(within(screen.getByRole('group', { name: 'Empréstimos' })).getByRole('checkbox', { name: 'Selecionar tudo' })).toBeChecked();
    });

    it('reports toggles with the group index and code', async () => {
      const { onToggleModality, onToggleGroup } = renderView();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Veículos' }));
      expect(onToggleModality).toHaveBeenCalledWith(1, '0401');
      await userEvent.click(within(screen.getByRole('group', { name: 'Financiamentos' })).getByRole('checkbox', { name: 'Selecionar tudo' }));
      expect(onToggleGroup).toHaveBeenCalledWith(1);
    });

    it('is absent when no products are offered', () => {
      const consent = sharingData({ produtos: undefined });
      renderView(consent);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Produtos de crédito e investimento' })).not.toBeInTheDocument();
    });
  });

  it('confirms and refuses through its callbacks', async () => {
    const { onConfirm, onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar compartilhamento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recusar compartilhamento' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  describe('when required data is missing (SPEC §5)', () => {
    const base = sharingData().dados;
    const cases: [string, Partial<SharingConsent['dados']>][] = [
      ['user count', { quantidadeUsuariosConta: undefined as unknown as number }],
      ['expiry', { dataExpiracao: '' }],
      ['document', { cpfCnpj: '' }],
      ['institution CNPJ', { instituicao: { ...base.instituicao, cnpj: '' } }],
      ['institution icon', { instituicao: { ...base.instituicao, icone: '' } }],
      ['institution name', { instituicao: { ...base.instituicao, nome: '' } }],
      ['name', { nome: '  ' }],
      ['request date', { dadosCompartilhamento: { ...base.dadosCompartilhamento, data: '' } }],
      ['prazo', { dadosCompartilhamento: { ...base.dadosCompartilhamento, prazo: '' } }],
      ['institution', { instituicao: undefined as unknown as SharingConsent['dados']['instituicao'] }],
      ['sharing details', { dadosCompartilhamento: undefined as unknown as SharingConsent['dados']['dadosCompartilhamento'] }],
    ];

    it.each(cases)('explains and offers the refusal when the %s is missing', async (_case, dados) => {
      const { onCancel, onConfirm } = renderView(sharingData(dados));
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirmar compartilhamento' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Recusar compartilhamento' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('names what is missing', () => {
      expect(missingSharingData(sharingData().dados)).toEqual([]);
      expect(missingSharingData({ ...base, nome: '', dataExpiracao: undefined as unknown as string })).toEqual(['dataExpiracao', 'nome']);
      expect(missingSharingData(undefined)).toHaveLength(9);
    });
  });
});
