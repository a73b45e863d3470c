import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, latestSmsCode, smsCustomer, startJourney } from './support/bank';
import { isPaymentAuthorise, recordRequests, typeSmsCode } from './support/journey';

/**
 * The terms sent are the terms on screen when the customer pressed Confirmar (issue 42, point 2;
 * docs/decisions/065): Back from /segredo, a change on the consent's screen, then history Forward
 * never reaches /segredo with the earlier terms; the customer is back on the screen, no second SMS
 * leaves, and the bank receives what the screen showed at the next Confirmar. /segredo says in one
 * line what the code confirms.
 */
const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const summary = (page: Page) => main(page).getByText(/^Você está confirmando:/);
const isEnrolmentAuthorise = (request: Request) => request.method() === 'PATCH' && /\/api\/canais\/v1\/vinculos\/[^/]+\/status\/AUTORIZADO$/.test(request.url());
const isShareAuthorise = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/canais/v1/compartilhamentos');

const smsSends = async (page: Page, consentId: string) => (await consentRecord(page.request, consentId)).calls.filter((c) => c.name === 'sendSms').length;

/** On /segredo with an SMS sent after `sentAfter`: types it and confirms. */
async function authoriseWithSms(page: Page, sentAfter: number) {
  await expect(page).toHaveURL(/\/segredo$/);
  await typeSmsCode(page, await latestSmsCode(page.request, smsCustomer(), sentAfter));
  await button(page, 'Confirmar').click();
  await expect(page).toHaveURL(/\/redirect$/);
}

/** Back from /segredo, `change` on the screen, then history Forward: the customer is back on the screen, and no second SMS left. */
async function backChangeForward(page: Page, consentId: string, screen: RegExp, change: () => Promise<void>) {
  await expect(page).toHaveURL(/\/segredo$/);
  await expect.poll(() => smsSends(page, consentId)).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(screen);
  await change();
  await page.goForward();
  await expect(page).toHaveURL(screen);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await smsSends(page, consentId)).toBe(1);
}

test.describe('Back, change, Forward never sends the earlier terms', () => {
  test('enrolment (/vinculo): confirm R$ 5.000, Back, lower to R$ 100, Forward: back on the screen showing R$ 100; the bank receives 100.00', async ({ page }) => {
    const consentId = await startJourney(page, 'vinculo-conta-fixa', smsCustomer());
    await expect(page).toHaveURL(/\/vinculo$/);
    const limit = page.getByLabel('Limite por transação');
    await limit.fill('');
    await limit.pressSequentially('5000');
    await button(page, 'Confirmar vínculo').click();
    await expect(summary(page)).toContainText('até R$ 5.000,00 por transação');

    await backChangeForward(page, consentId, /\/vinculo$/, async () => {
      await limit.fill('');
      await limit.pressSequentially('100');
    });
    // The screen shows what the customer left on it, not the earlier confirmation.
    await expect(limit).toHaveValue(/^100(,00)?$/);

    const sent = recordRequests(page, isEnrolmentAuthorise);
    const sentAfter = Date.now() - 1000;
    await button(page, 'Confirmar vínculo').click();
    await expect(summary(page)).toContainText('até R$ 100,00 por transação');
    await authoriseWithSms(page, sentAfter);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({ limiteTransacao: '100.00' });
  });

  test('data sharing (/compartilhamento): confirm Veículos, Back, choose Consignado instead, Forward: the bank receives Consignado', async ({ page }) => {
    const consentId = await startJourney(page, 'compartilhamento', smsCustomer());
    await expect(page).toHaveURL(/\/compartilhamento$/);
    await page.getByRole('checkbox', { name: 'Veículos' }).check();
    await button(page, 'Confirmar compartilhamento').click();

    await backChangeForward(page, consentId, /\/compartilhamento$/, async () => {
      await page.getByRole('checkbox', { name: 'Veículos' }).uncheck();
      await page.getByRole('checkbox', { name: 'Consignado' }).check();
    });
    await expect(page.getByRole('checkbox', { name: 'Consignado' })).toBeChecked();

    const sent = recordRequests(page, isShareAuthorise);
    const sentAfter = Date.now() - 1000;
    await button(page, 'Confirmar compartilhamento').click();
    await authoriseWithSms(page, sentAfter);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.postDataJSON() as { produtos: { modalidades: { codigo: string }[] }[] };
    expect(body.produtos.flatMap((p) => p.modalidades.map((m) => m.codigo))).toEqual(['0202']);
  });

  test('paying account (/pix): confirm with the checking account, Back, choose savings, Forward: the bank receives the savings account', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'pix-escolha-conta', customer);
    await expect(page).toHaveURL(/\/pix$/);
    await main(page).getByText('Conta Corrente').first().click();
    await button(page, 'Confirmar transação').click();
    await expect(summary(page)).toContainText('da Conta Corrente');

    await backChangeForward(page, consentId, /\/pix$/, async () => {
      await main(page).getByText('Conta Poupança').click();
    });

    const sent = recordRequests(page, isPaymentAuthorise);
    const sentAfter = Date.now() - 1000;
    await button(page, 'Confirmar transação').click();
    await expect(summary(page)).toContainText('da Conta Poupança');
    await authoriseWithSms(page, sentAfter);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.postDataJSON() as { consentimento: { debtorAccount: { accountType: string } } };
    expect(body.consentimento.debtorAccount.accountType).toBe('SVGS');
  });
});

/** What /segredo says the code confirms, per kind, drawn from the terms the authorisation sends. */
const SUMMARIES: { scenario: string; confirm: string; modal: boolean; line: RegExp }[] = [
  { scenario: 'pix-imediato', confirm: 'Confirmar transação', modal: false, line: /^Você está confirmando: Pix de R\$ [\d.]+,\d{2} para .+, da Conta Corrente \d+-\d\.$/ },
  { scenario: 'pix-agendado', confirm: 'Confirmar transação', modal: false, line: /^Você está confirmando: Pix agendado de R\$ [\d.]+,\d{2} para .+ em \d{2}\/\d{2}\/\d{4}, da Conta Corrente \d+-\d\.$/ },
  { scenario: 'recorrente', confirm: 'Confirmar transação', modal: true, line: /^Você está confirmando: Pix recorrente de R\$ [\d.]+,\d{2} \(.+\) para .+, da .+\.$/ },
  { scenario: 'sweeping', confirm: 'Confirmar vínculo', modal: true, line: /^Você está confirmando: vínculo com .+, até R\$ [\d.]+,\d{2} por transferência e R\$ [\d.]+,\d{2} no total, da .+\.$/ },
  { scenario: 'automatico', confirm: 'Confirmar', modal: true, line: /^Você está confirmando: Pix Automático para .+, valor de R\$ [\d.]+,\d{2}, da Conta Corrente \d+-\d\.$/ },
  { scenario: 'compartilhamento', confirm: 'Confirmar compartilhamento', modal: false, line: /^Você está confirmando: compartilhamento dos seus dados com .+\.$/ },
  {
    scenario: 'vinculo-conta-fixa',
    confirm: 'Confirmar vínculo',
    modal: false,
    line: /^Você está confirmando: vínculo do dispositivo .+, até R\$ 500,00 por transação, sem limite diário, válido até \d{2}\/\d{2}\/\d{4}, na Conta Corrente \d+-\d\.$/,
  },
];

test.describe('the security step says in one line what the code confirms', () => {
  for (const kind of SUMMARIES) {
    test(kind.scenario, async ({ page }) => {
      await startJourney(page, kind.scenario, smsCustomer());
      await button(page, kind.confirm).click();
      if (kind.modal) await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/segredo$/);
      await expect(summary(page)).toHaveText(kind.line);
      await expect(summary(page)).toHaveCount(1);
    });
  }
});

test('the automatic Pix screen shows the account that pays', async ({ page }) => {
  await startJourney(page, 'automatico', smsCustomer());
  await expect(page).toHaveURL(/\/pix\/automatico$/);
  await expect(main(page).getByText('Pagar com', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/^Conta Corrente \d+-\d$/)).toBeVisible();
});
