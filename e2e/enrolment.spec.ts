import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { CUSTOMERS, consentRecord, latestSmsCode, logIn, smsCustomer, startJourney } from './support/bank';
import {
  answerInAppSimulator,
  CUSTOMER_LOCK,
  expectBackAtInitiator,
  expectResult,
  holdClock,
  isQrCall,
  nextQrHash,
  openAppSimulator,
  smsCodeByKeyboardToInitiator,
  startAndLogInByKeyboard,
  tabTo,
  typeSmsCode,
} from './support/journey';
import { onPlaywright } from './support/playwrightPage';
import { transactionLimit, typeLimit } from './harness/steps';

/**
 * The device enrolment (VINCULO, INTERFACE §6.2; docs/decisions/053): from the initiator to the
 * initiator by mouse and by keyboard, the limits the screen refuses, the cancel, the expired and
 * decided enrolments, a refusal by the bank, and the screen's accessibility.
 */
const SCREEN = /\/vinculo$/;
const TITLE = 'Vincular dispositivo';
const BELOW_TRANSACTION = /O limite diário não pode ser menor que o limite por transação/;

const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar vínculo' });
const transaction = (page: Page) => page.getByLabel('Limite por transação');
const daily = (page: Page) => page.getByLabel('Limite diário (opcional)');
const isEnrolmentAuthorise = (request: Request) => request.method() === 'PATCH' && /\/api\/canais\/v1\/vinculos\/[^/]+\/status\/AUTORIZADO$/.test(request.url());

/** The consent id of the initiator's return page. */
const returnedConsent = (page: Page) => new URL(page.url()).searchParams.get('consentId') as string;

test.describe('device enrolment, from the initiator and back', () => {
  test('by mouse: changed limits are sent in the authorisation, exactly as INTERFACE §6.2 writes the body', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await page.goto('/iniciadora');
    await page.getByLabel(/cen[aá]rio/i).selectOption('vinculo-conta-fixa');
    await page.getByLabel('Cliente').selectOption(customer);
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await logIn(page, customer);

    await expect(page).toHaveURL(SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();
    const main = page.getByRole('main');
    await expect(main.getByText(`iPhone de ${CUSTOMERS[customer].name.split(' ')[0]}`, { exact: true })).toBeVisible();
    await expect(main.getByText('Carteira Exemplo', { exact: true })).toBeVisible();
    await expect(main.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)).toBeVisible();
    await expect(page.getByText('Tempo restante para confirmar')).toBeVisible();
    await expect(transaction(page)).toHaveValue('500,00');
    await expect(transaction(page)).toHaveAttribute('inputmode', 'numeric');

    // Digits fill from the cents (docs/decisions/066): a tap, Backspace to empty, the keys.
    await typeLimit(onPlaywright(page), transactionLimit, '250,00', '250,00');
    await daily(page).pressSequentially('1000,00');
    await expect(daily(page)).toHaveValue('1.000,00');
    await page.getByRole('radio', { name: 'Indeterminado' }).check();

    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isEnrolmentAuthorise(request)) sent.push(request);
    });
    const beforeSms = Date.now() - 1000;
    await confirm(page).click();
    await expect(page).toHaveURL(/\/segredo$/);
    await typeSmsCode(page, await latestSmsCode(page.request, customer, beforeSms));
    await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();

    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.getByText('Vínculo do dispositivo autorizado')).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();

    expect(sent).toHaveLength(1);
    const body = sent[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ limiteTransacao: '250.00', limiteDiario: '1000.00', validade: null, conta: { id: 'c-1' }, tokenSMS: expect.stringMatching(/^\d{6}$/), canal: 1 });
    const record = await consentRecord(page.request, returnedConsent(page));
    expect(record.calls.filter((c) => c.name === 'enrolmentAuthorise')).toEqual([expect.objectContaining({ status: 200 })]);
  });

  test('by keyboard alone, with the defaults', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await page.goto('/iniciadora');
    await tabTo(page, 'Cenário');
    // A select's type-ahead finds the first enrolment scenario; the next one is the fixed account's.
    await page.keyboard.type('Vínculo');
    await expect(page.getByLabel(/cen[aá]rio/i)).toHaveValue('vinculo');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(/cen[aá]rio/i)).toHaveValue('vinculo-conta-fixa');
    await startAndLogInByKeyboard(page, customer);

    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();
    const sentAfter = Date.now() - 1000;
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isEnrolmentAuthorise(request)) sent.push(request);
    });
    await tabTo(page, 'Confirmar vínculo');
    await page.keyboard.press('Enter');

    await smsCodeByKeyboardToInitiator(page, customer, sentAfter);
    // The defaults: R$ 500,00, no daily limit, five years from today.
    const body = sent[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ limiteTransacao: '500.00', limiteDiario: null, validade: expect.stringMatching(/^20\d\d-\d\d-\d\d$/) });
    expect(Number((body.validade as string).slice(0, 4)) - new Date().getUTCFullYear()).toBeGreaterThanOrEqual(4);
  });

  test("'Cancelar' asks first, then refuses the enrolment and returns to the initiator", async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'vinculo-conta-fixa', smsCustomer());
    await expect(page).toHaveURL(SCREEN);
    await page.getByRole('main').getByRole('button', { name: 'Cancelar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Tem certeza que deseja cancelar? O dispositivo não será vinculado e você voltará para a instituição iniciadora.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.getByText('Vínculo do dispositivo cancelado')).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page.getByText('Status do consentimento: REJECTED')).toBeVisible();
    const record = await consentRecord(page.request, returnedConsent(page));
    expect(record.calls.map((c) => c.name)).toContain('enrolmentReject');
    expect(record.calls.map((c) => c.name)).not.toContain('enrolmentAuthorise');
  });
});

test('without an account in the enrolment: the customer chooses one, the unavailable one cannot be chosen, the chosen id is sent (INTERFACE §6.1)', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  await startJourney(page, 'vinculo', customer);
  await expect(page).toHaveURL(SCREEN);
  const choice = page.getByRole('group', { name: 'Conta do vínculo' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('radio')).toHaveCount(3);
  // Each SMS customer's third account cannot be used (mocks/customers.ts), and says why.
  const unavailable = choice.getByRole('radio').nth(2);
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toHaveAccessibleDescription(/^Indisponível: /);
  await expect(confirm(page)).toBeDisabled();
  await expect(confirm(page)).toHaveAccessibleDescription('Escolha uma conta disponível para confirmar o vínculo.');

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isEnrolmentAuthorise(request)) sent.push(request);
  });
  // A tap on the unavailable account chooses nothing; the disabled button sends nothing.
  await choice.locator('label').nth(2).click({ force: true });
  await expect(unavailable).not.toBeChecked();
  await confirm(page).click({ force: true });
  await expect(page).toHaveURL(SCREEN);

  await choice.getByText('Conta Poupança').click();
  await expect(choice.getByRole('radio', { name: /Conta Poupança/ })).toBeChecked();
  await expect(confirm(page)).toBeEnabled();
  const beforeSms = Date.now() - 1000;
  await confirm(page).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await typeSmsCode(page, await latestSmsCode(page.request, customer, beforeSms));
  await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expectBackAtInitiator(page, 'AUTHORISED');

  expect(sent).toHaveLength(1);
  expect((sent[0]?.postDataJSON() as { conta: unknown }).conta).toEqual({ id: 'c-2' });
});

test('without an account in the enrolment, by keyboard: Tab into the accounts, arrows to choose, Tab to Confirmar vínculo, Enter', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  await startJourney(page, 'vinculo', customer);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();
  const choice = page.getByRole('group', { name: 'Conta do vínculo' });
  const first = choice.getByRole('radio').first();
  for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(choice.getByRole('radio').nth(1)).toBeChecked();

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isEnrolmentAuthorise(request)) sent.push(request);
  });
  await tabTo(page, 'Confirmar vínculo');
  const sentAfter = Date.now() - 1000;
  await page.keyboard.press('Enter');
  await smsCodeByKeyboardToInitiator(page, customer, sentAfter);
  expect((sent[0]?.postDataJSON() as { conta: unknown }).conta).toEqual({ id: 'c-2' });
});

test('without an account in the enrolment, a failed accounts lookup goes to /responses', async ({ page }) => {
  const consentId = await startJourney(page, 'vinculo-erro-contas', smsCustomer());
  await expectResult(page, /\/responses$/, 'Algo deu errado');
  expect((await consentRecord(page.request, consentId)).calls.map((c) => c.name)).toEqual(['load', 'accounts']);
});

test('with the QR code: the app shows the enrolment (code 243) with its limits, validity and account, and its approval authorises it', { lock: CUSTOMER_LOCK.ana }, async ({ page }) => {
  await page.clock.install();
  const consentId = await startJourney(page, 'vinculo-qrcode', 'ana');
  await expect(page).toHaveURL(SCREEN);
  await typeLimit(onPlaywright(page), transactionLimit, '30000', '300,00');
  const firstPoll = page.waitForRequest((r) => isQrCall(r.url()));
  const hash = nextQrHash(page);
  await confirm(page).click();
  await expect(page).toHaveURL(/\/segredo$/);
  // The terms confirmed on the screen travel with the code's opening: the bank freezes them (decision 064).
  expect((await firstPoll).postDataJSON()).toMatchObject({
    transacao: { codTransacao: 243, descricao: 'Vínculo do dispositivo iPhone de Ana com Carteira Exemplo', valor: '300.00' },
    vinculo: { limiteTransacao: '300.00', limiteDiario: null, conta: { id: 'c-1' } },
  });
  const qrHash = await hash;
  await holdClock(page);
  // Issue 42: the app shows every term, as limits, never 'Valor: R$ 300,00' (a charge).
  const app = await openAppSimulator(page.context(), 'ana');
  const row = app.getByRole('row').filter({ has: app.locator('code', { hasText: qrHash.slice(0, 8) }) });
  await expect(row).toContainText('Limite por transação: R$ 300,00');
  await expect(row).toContainText('Limite diário: Sem limite diário');
  await expect(row).toContainText(/Validade: Até \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText('Conta: CACC ag. 0002 conta 345678');
  await expect(row).not.toContainText('Valor');
  await app.close();
  await answerInAppSimulator(page, qrHash, 'Aprovar');
  const authorise = page.waitForRequest(isEnrolmentAuthorise);
  const poll = page.waitForResponse((r) => isQrCall(r.url()));
  await page.clock.fastForward(10_000);
  expect(await (await poll).json()).toMatchObject({ status: 'AUTORIZADO' });
  await page.clock.resume();
  expect((await authorise).postDataJSON()).toMatchObject({ limiteTransacao: '300.00', unitoken: qrHash, conta: { id: 'c-1' } });
  await expectBackAtInitiator(page, 'AUTHORISED');
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
});

test('with the QR code: an authorisation carrying other terms than the approved ones is refused, its message under the view, and a new code authorises', { lock: CUSTOMER_LOCK.ana }, async ({ page }) => {
  await page.clock.install();
  const consentId = await startJourney(page, 'vinculo-qrcode', 'ana');
  await expect(page).toHaveURL(SCREEN);
  const hash = nextQrHash(page);
  await confirm(page).click();
  await expect(page).toHaveURL(/\/segredo$/);
  const firstHash = await hash;
  await holdClock(page);
  await answerInAppSimulator(page, firstHash, 'Aprovar');
  // A script in the page raises the limit on the way out (issue 42: opened for R$ 500,00, sent as R$ 999.999.999.999,00).
  await page.route(/\/api\/canais\/v1\/vinculos\/[^/]+\/status\/AUTORIZADO$/, (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), limiteTransacao: '999999999999.00' }) }),
  );
  const refused = page.waitForResponse((r) => isEnrolmentAuthorise(r.request()));
  const poll = page.waitForResponse((r) => isQrCall(r.url()));
  await page.clock.fastForward(10_000);
  expect(await (await poll).json()).toMatchObject({ status: 'AUTORIZADO' });
  await page.clock.resume();
  expect((await refused).status()).toBe(422);
  await expect(page.getByRole('alert').filter({ hasText: 'Os termos enviados não são os que você aprovou no app do banco.' })).toBeVisible();
  expect((await consentRecord(page.request, consentId)).decisions).toBe(0);

  await page.unrouteAll();
  const next = nextQrHash(page);
  await page.getByRole('button', { name: 'Gerar novo QR Code' }).click();
  const secondHash = await next;
  expect(secondHash).not.toBe(firstHash);
  await holdClock(page);
  await answerInAppSimulator(page, secondHash, 'Aprovar');
  const authorise = page.waitForRequest(isEnrolmentAuthorise);
  const secondPoll = page.waitForResponse((r) => isQrCall(r.url()));
  await page.clock.fastForward(10_000);
  expect(await (await secondPoll).json()).toMatchObject({ status: 'AUTORIZADO' });
  await page.clock.resume();
  expect((await authorise).postDataJSON()).toMatchObject({ limiteTransacao: '500.00', unitoken: secondHash });
  await expectBackAtInitiator(page, 'AUTHORISED');
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
});

test.describe('limits the screen refuses', () => {
  test('an empty or zero per-transaction limit keeps Confirmar unusable, with its message next to the field', async ({ page }) => {
    await startJourney(page, 'vinculo-conta-fixa', smsCustomer());
    await expect(page).toHaveURL(SCREEN);
    await typeLimit(onPlaywright(page), transactionLimit, '', '');
    await expect(page.getByText('Informe o limite por transação.')).toBeVisible();
    await expect(confirm(page)).toBeDisabled();
    await expect(confirm(page)).toHaveAccessibleDescription('Para confirmar o vínculo, corrija o limite por transação.');
    // Zero is no amount: the field stays empty.
    await page.keyboard.type('0');
    await expect(transaction(page)).toHaveValue('');
    await expect(transaction(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm(page)).toBeDisabled();
    await page.keyboard.type('10');
    await expect(transaction(page)).toHaveValue('0,10');
    await expect(confirm(page)).toBeEnabled();
  });

  test('a per-transaction limit above the daily one is refused: nothing reaches the bank', async ({ page }) => {
    const consentId = await startJourney(page, 'vinculo-conta-fixa', smsCustomer());
    await expect(page).toHaveURL(SCREEN);
    await daily(page).pressSequentially('10000');
    await expect(page.getByText(BELOW_TRANSACTION)).toBeVisible();
    await expect(page.getByText(BELOW_TRANSACTION)).toHaveText('O limite diário não pode ser menor que o limite por transação (R$ 500,00).');
    await expect(confirm(page)).toBeDisabled();
    await confirm(page).click({ force: true });
    await expect(page).toHaveURL(SCREEN);
    expect((await consentRecord(page.request, consentId)).calls.map((c) => c.name)).toEqual(['load']);
  });
});

test.describe('enrolments that cannot be authorised', () => {
  test('past its 15 minutes: the expired page, which names them', async ({ page }) => {
    await startJourney(page, 'vinculo-expirado', smsCustomer());
    await expectResult(page, /\/responses\/expirado$/, 'Tempo expirado', /15 minutos para confirmar o vínculo do dispositivo/);
  });

  test('already authorised: the page of a consent already decided', async ({ page }) => {
    await startJourney(page, 'vinculo-decidido', smsCustomer());
    await expectResult(page, /\/responses\/decidido$/, 'Solicitação já respondida', /^Este vínculo de dispositivo já foi autorizado ou recusado/);
  });

  test("the bank's 422 is shown under the security form", async ({ page }) => {
    const customer = smsCustomer();
    await startJourney(page, 'vinculo-erro-422', customer);
    await expect(page).toHaveURL(SCREEN);
    const sentAfter = Date.now() - 1000;
    await confirm(page).click();
    await expect(page).toHaveURL(/\/segredo$/);
    await typeSmsCode(page, await latestSmsCode(page.request, customer, sentAfter));
    await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByRole('alert').getByText('Não foi possível vincular o dispositivo a esta conta.')).toBeVisible();
    await expect(page).toHaveURL(/\/segredo$/);
  });
});

test('the enrolment screen, its refusals and its cancel dialog have no WCAG 2.2 AA violation at 360 and 1280 px', async ({ page }) => {
  await startJourney(page, 'vinculo-cnpj', smsCustomer());
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await auditScreen(page, 'vinculo');
  await daily(page).pressSequentially('10000');
  await expect(page.getByText(BELOW_TRANSACTION)).toBeVisible();
  await auditScreen(page, 'vinculo-limite-recusado');
  await page.getByRole('main').getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(/Tem certeza/)).toBeVisible();
  await auditScreen(page, 'vinculo-modal-cancelar');
});
