import { act, render, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { request } from '../../../src/api/bff';
import type { LoadedConsent } from '../../../src/api/contract';
import { AutomaticView } from '../../../src/features/automatic/AutomaticView';
import { confirmedSummary } from '../../../src/features/security/confirmedSummary';
import { QrViewPanel } from '../../../src/features/security/QrView';
import { KINDS } from '../../../src/kinds/registry';
import SecurityScreen from '../../../src/features/security/SecurityScreen';
import { SmsForm } from '../../../src/features/security/SmsForm';
import { sendSmsSaga } from '../../../src/features/security/securitySagas';
import { smsFailed, smsLimitReached } from '../../../src/features/security/securitySlice';
import { SAVINGS } from '../../support/accounts';
import { pixWithoutAccount } from '../../support/accounts';
import {
  automaticConsent,
  automaticData,
  enrolmentConsent,
  pixConsent,
  recurringConsent,
  scheduledPixRequest,
  sharingConsent,
  sweepingConsent,
} from '../../support/consents';
import { renderWithStore } from '../../support/renderWithStore';
import { confirmation, withConsent } from '../../support/state';

/**
 * /segredo says in one line what the code confirms, drawn from the terms the authorisation sends;
 * every payment screen shows the account that pays; one message at a time at the SMS limit; one
 * countdown line on the QR view (issue 42, points 2 and 8; docs/decisions/065).
 */
describe('the one line of what the code confirms, per kind', () => {
  it.each<[string, LoadedConsent, ReturnType<typeof confirmation>, string]>([
    ['a Pix', pixConsent(), confirmation(), 'Você está confirmando: Pix de R$ 1.500,50 para Paulo Pereira, da Conta Corrente 123456-7.'],
    [
      'a Pix from the account the customer chose',
      { kind: 'PAGAMENTO', data: pixWithoutAccount() },
      confirmation({ account: SAVINGS }),
      'Você está confirmando: Pix de R$ 1.500,50 para Paulo Pereira, da Conta Poupança 65432-1.',
    ],
    [
      'a scheduled Pix',
      pixConsent(scheduledPixRequest()),
      confirmation(),
      'Você está confirmando: Pix agendado de R$ 350,00 para Mercado Bom Preço Ltda em 25/11/2026, da Conta Corrente 123456-7.',
    ],
    ['a recurring Pix', recurringConsent(), confirmation(), 'Você está confirmando: Pix recorrente de R$ 250,00 (Mensal) para Academia Forma Ltda, da Conta Corrente 123456-7.'],
    [
      'a sweeping link',
      sweepingConsent(),
      confirmation(),
      'Você está confirmando: vínculo com Iniciadora Exemplo S.A., até R$ 500,00 por transferência e R$ 5.000,00 no total, da conta 123456-7.',
    ],
    ['an automatic Pix without its account', automaticConsent(), confirmation(), 'Você está confirmando: Pix Automático para Streaming Bom Ltda, valor de R$ 99,90.'],
    [
      'an automatic Pix with its account',
      { kind: 'AUTOMATICO', data: automaticData({ debtorAccount: { accountType: 'CACC', number: '1234567', issuer: '0001', ispb: '12345678' } }) },
      confirmation(),
      'Você está confirmando: Pix Automático para Energia Limpa Distribuidora S.A., valor de R$ 189,90, da Conta Corrente 123456-7.',
    ],
    ['a data sharing', sharingConsent(), confirmation(), 'Você está confirmando: compartilhamento dos seus dados com Receptora S.A.'],
    [
      'an enrolment',
      enrolmentConsent(),
      confirmation({ terms: { limiteTransacao: '100.00', limiteDiario: '1000.00', validade: '2031-11-26' } }),
      'Você está confirmando: vínculo do dispositivo iPhone de Maria, até R$ 100,00 por transação, até R$ 1.000,00 por dia, válido até 26/11/2031, na Conta Corrente 12345-6.',
    ],
    [
      'an enrolment without a daily limit or an end',
      enrolmentConsent({ conta: undefined }),
      confirmation({ terms: { limiteTransacao: '250.00', limiteDiario: null, validade: null }, account: SAVINGS }),
      'Você está confirmando: vínculo do dispositivo iPhone de Maria, até R$ 250,00 por transação, sem limite diário, validade indeterminada, na Conta Poupança 65432-1.',
    ],
  ])('%s', (_name, consent, confirmed, line) => expect(confirmedSummary(consent, confirmed)).toBe(line));

  it('nothing confirmed: nothing said', () => expect(confirmedSummary(pixConsent(), null)).toBeNull());

  it('/segredo shows the line above the form, from the confirmation in the store', () => {
    const terms = { limiteTransacao: '100.00', limiteDiario: null, validade: null };
    renderWithStore(<SecurityScreen />, withConsent(enrolmentConsent(), { draft: { ...terms, limiteTransacao: '5000.00' }, confirmed: confirmation({ terms }) }));
    expect(screen.getByText(/^Você está confirmando:/)).toHaveTextContent('até R$ 100,00 por transação');
    expect(screen.queryByText(/5\.000/)).not.toBeInTheDocument();
  });

  it('/segredo without a confirmation shows nothing (the route sends the customer back)', () => {
    const { container } = renderWithStore(<SecurityScreen />, withConsent(enrolmentConsent(), { confirmed: null }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the automatic Pix screen shows the account that pays', () => {
  const noop = () => undefined;
  it("'Pagar com' and the bank's debtorAccount", () => {
    render(
      <AutomaticView
        consent={automaticData({ debtorAccount: { accountType: 'CACC', number: '1234567', issuer: '0001', ispb: '12345678' } })}
        busy={false}
        onConfirm={noop}
        onCancel={noop}
      />,
    );
    expect(screen.getByText('Pagar com')).toBeInTheDocument();
    expect(screen.getByText('Conta Corrente 123456-7')).toBeInTheDocument();
  });

  it('without one, says it was not given', () => {
    render(<AutomaticView consent={automaticData()} busy={false} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByText('Pagar com')).toBeInTheDocument();
    expect(screen.getByText('Conta não informada')).toBeInTheDocument();
  });
});

describe('at the SMS limit, one message at a time', () => {
  const LIMIT = 'Limite de envios de SMS atingido: muitos códigos pedidos na última hora. Tente novamente mais tarde.';
  const form = (limitReached: boolean) =>
    render(
      <SmsForm busy={false} delivery="failed" deliveryError={LIMIT} limitReached={limitReached} error={null} onSubmit={jest.fn()} onResend={jest.fn()} onCancel={jest.fn()} />,
    );

  it("the bank's limit message, without the offer to resend, and 'Reenviar SMS' cannot act", () => {
    form(true);
    expect(screen.getByText(LIMIT)).toBeInTheDocument();
    expect(screen.queryByText("Para tentar de novo, use o botão 'Reenviar SMS'.")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar SMS' })).toBeDisabled();
  });

  it('another failed send still offers to resend', () => {
    form(false);
    expect(screen.getByText("Para tentar de novo, use o botão 'Reenviar SMS'.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar SMS' })).toBeEnabled();
  });

  it('a 429 is the limit; another failure is not', async () => {
    await expectSaga(sendSmsSaga, 'resend')
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: 429, message: LIMIT, details: [] } }]])
      .put(smsLimitReached(LIMIT))
      .not.put.actionType(smsFailed.type)
      .run();
    await expectSaga(sendSmsSaga, 'resend')
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: 500, message: 'Erro', details: [] } }]])
      .put(smsFailed('Erro'))
      .run();
  });
});

describe('the QR view says its time in one line', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T13:00:00Z') }));
  afterEach(() => jest.useRealTimers());
  const panel = (sharing: boolean) =>
    render(<QrViewPanel state={1} value="hash1challenge1" statedLimit={sharing ? KINDS.DADOS.qrStatedLimit : undefined} busy={false} expiresAt={Date.now() + 90_000} error={null} onRetry={jest.fn()} onCancel={jest.fn()} />);

  it("a payment: SPEC's sentence, its clock live, and no second line", () => {
    panel(false);
    expect(screen.getByRole('timer')).toHaveTextContent(/^O QR Code expira em 1:30\.$/);
    expect(screen.getAllByText(/expira em|Tempo restante/)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^O QR Code expira em 1:29\.$/);
    expect(screen.queryByText(/Tempo restante do QR Code/)).not.toBeInTheDocument();
  });

  it("a sharing: SPEC's '24 h', once", () => {
    panel(true);
    expect(screen.getAllByText(/expira em|Tempo restante/)).toHaveLength(1);
    expect(screen.getByText('O QR Code expira em 24 h.')).toBeInTheDocument();
  });
});
