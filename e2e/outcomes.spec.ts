import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import {
  automaticToSecurity,
  confirmButton,
  countCalls,
  expectBackAtInitiator,
  expectResult,
  fillSmsCode,
  holdAnswers,
  holdClock,
  isPaymentAuthorise,
  pixToSecurity,
  pumpClockUntil,
  pumpClockWhile,
  recordRequests,
  sharingToSecurity,
  typeSmsCode,
  wrongCode,
} from './support/journey';

/**
 * SPEC §8 "Error catalogue", one test per row, each reached through the UI against the simulated
 * bank's scenarios (docs/simulated-bank.md). Texts are SPEC §8's and src/copy/ptBR.ts's; server
 * messages are the scenarios' (mocks/scenarios.ts).
 */

const TEXT = {
  defaultTitle: 'Algo deu errado',
  defaultMessage: 'Infelizmente, ocorreu um erro na operação. Por favor, reinicie a transação na instituição iniciadora de pagamentos.',
  defaultSharingMessage: 'Infelizmente, ocorreu um erro na operação. Por favor, solicite o compartilhamento novamente na instituição de destino.',
  goToSite: 'Ir para o site da Cooperativa Exemplo',
  alertTitle: 'Não é possível continuar',
  expiredTitle: 'Tempo expirado',
  expiredMessage: 'O prazo de 5 minutos para confirmar a transação terminou. Por favor, reinicie a transação na instituição iniciadora.',
  expiredSharingMessage: 'O prazo de 60 minutos para confirmar o compartilhamento terminou. Por favor, solicite o compartilhamento novamente.',
  processingTitle: 'A transação está sendo processada',
  processingSharingTitle: 'O compartilhamento está sendo processado',
  processingMessage: 'Isso pode levar alguns minutos. Confira o resultado no seu extrato antes de tentar novamente.',
  processingSharingMessage: 'Isso pode levar alguns minutos. Confira o resultado nos canais da cooperativa antes de tentar novamente.',
  redirectTitle: 'Não foi possível redirecionar',
  redirectMessage:
    'Ocorreu um erro ao redirecionar você para a instituição iniciadora. Verifique na outra instituição se a operação foi concluída antes de reiniciá-la.',
  networkError: 'Não foi possível conectar ao banco. Verifique sua conexão e tente novamente.',
  invalidCode: 'Código de segurança inválido.',
} as const;

/** Server messages of the scenarios (mocks/scenarios.ts). */
const SERVER = {
  cpf: 'O CPF do usuário logado é diferente do CPF do titular do consentimento.',
  cpfSharing: 'O CPF do usuário logado é diferente do CPF do titular do compartilhamento.',
  instability: 'Estamos passando por uma instabilidade no sistema. Tente novamente em alguns minutos.',
  overdraft: 'Saldo insuficiente. Deseja utilizar o limite do cheque especial?',
  funds: 'Saldo insuficiente para realizar a transação.',
  shareRefused: 'Não foi possível autorizar o compartilhamento para esta conta.',
  automaticRefused: 'Não foi possível autorizar o Pix Automático para esta conta.',
  sms: 'Não foi possível enviar o SMS. Tente novamente em instantes.',
} as const;

const BANK_WEBSITE = /^https:\/\/www\.cooperativaexemplo\.com\.br\//;

/** The bank's public website (the default `bankWebsiteUrl`), served as a stub page. */
async function stubBankWebsite(page: Page) {
  await page.route(BANK_WEBSITE, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Site do banco</title><h1>Site da cooperativa</h1>' }),
  );
}

const formError = (page: Page) => page.getByRole('main').locator('.form-error');

/** Immediate Pix of the scenario up to the SMS form with the right code typed. */
async function pixWithCodeTyped(page: Page, scenario: string) {
  const customer = smsCustomer();
  const consentId = await startJourney(page, scenario, customer);
  const sentAfter = await pixToSecurity(page);
  const code = await fillSmsCode(page, customer, sentAfter);
  return { consentId, code, customer };
}

test.describe('load failures (SPEC §8 "Load failure")', () => {
  test('420 goes to the expired page', async ({ page }) => {
    const consentId = await startJourney(page, 'erro-carga-420', smsCustomer());
    await expectResult(page, /\/responses\/expirado$/, TEXT.expiredTitle, TEXT.expiredMessage);
    await expect(page.getByRole('button', { name: TEXT.goToSite })).toBeVisible();
    expect(await countCalls(page, consentId, 'load')).toBe(1);
    await auditScreen(page, 'outcome-expirado');
  });

  test('422 with a CPF message: alert with the server message, "Acessar outra conta" and "Sair"', async ({ page }) => {
    await stubBankWebsite(page);
    await startJourney(page, 'erro-carga-422', smsCustomer());
    await expectResult(page, /\/responses\/alerta$/, TEXT.alertTitle, SERVER.cpf);
    const buttons = page.getByRole('main').getByRole('button');
    await expect(buttons).toHaveText(['Acessar outra conta', 'Sair']);
    await auditScreen(page, 'outcome-alerta-cpf');

    // 'Sair' leaves for the bank's website and takes nothing of the journey along.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page).toHaveURL(BANK_WEBSITE);
    await expect(page.getByRole('heading', { name: 'Site da cooperativa' })).toBeVisible();
    await page.goto('/config.json');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('422 with CONSENTIMENTO_DADOS: alert with the sharing message', async ({ page }) => {
    const consentId = await startJourney(page, 'erro-carga-422-dados', smsCustomer());
    await expectResult(page, /\/responses\/alerta$/, TEXT.alertTitle, SERVER.cpfSharing);
    await expect(page.getByRole('main').getByRole('button')).toHaveText(['Acessar outra conta', 'Sair']);
    // The payment default text must not show for a sharing.
    await expect(page.getByText(TEXT.defaultMessage)).toHaveCount(0);
    const record = await consentRecord(page.request, consentId);
    expect(record.kind).toBe('DADOS');
    expect(record.calls.map((c) => c.name)).toEqual(['load']);
  });

  test('500 with instabilidade: "Algo deu errado", back to the initiator through the rejected call', async ({ page }) => {
    await page.clock.install();
    const consentId = await startJourney(page, 'erro-carga-500', smsCustomer());
    await expectResult(page, /\/responses\/alerta$/, TEXT.defaultTitle, SERVER.instability);
    const back = page.getByRole('main').getByRole('button');
    await expect(back).toHaveText(['Voltar para a outra instituição']);
    await auditScreen(page, 'outcome-alerta-instabilidade');

    const rejected = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/openfinance\/v1\/consentimentos\/[^/]+\/rejected\?toggle=false$/.test(r.url()));
    await back.click();
    expect(decodeURIComponent((await rejected).url())).toContain(consentId);
    await expectBackAtInitiator(page, 'REJECTED');
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'rejected')).toHaveLength(1);
    expect(record.decisions).toBe(1);
  });

  for (const scenario of ['erro-carga-503', 'envelope-invalido', 'pagamento-nao-pix']) {
    test(`${scenario} goes to the default page`, async ({ page }) => {
      const consentId = await startJourney(page, scenario, smsCustomer());
      await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultMessage);
      // SPEC's button, then the way back to the initiator (docs/decisions/024; e2e/way-back.spec.ts).
      await expect(page.getByRole('main').getByRole('button')).toHaveText([TEXT.goToSite, 'Voltar para a outra instituição']);
      expect(await countCalls(page, consentId, 'load')).toBe(1);
    });
  }

  test("an amount the bank did not write as Open Finance does ('150.750') is a malformed envelope: the default page, never R$ 150.750,00", async ({ page }) => {
    const consentId = await startJourney(page, 'envelope-valor-malformado', smsCustomer());
    await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultMessage);
    await expect(page.getByText(/150[.,]75/)).toHaveCount(0);
    expect(await countCalls(page, consentId, 'load')).toBe(1);
  });

  test('a sharing with status Expirado goes to the expired page with the sharing text', async ({ page }) => {
    await startJourney(page, 'compartilhamento-expirado', smsCustomer());
    await expectResult(page, /\/responses\/expirado$/, TEXT.expiredTitle, TEXT.expiredSharingMessage);
    await expect(page.getByText(TEXT.expiredMessage)).toHaveCount(0);
    await auditScreen(page, 'outcome-expirado-compartilhamento');
  });

  test('a sharing without id goes to the default page with the sharing text', async ({ page }) => {
    await startJourney(page, 'compartilhamento-sem-id', smsCustomer());
    await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultSharingMessage);
    await expect(page.getByText(TEXT.defaultMessage)).toHaveCount(0);
    await auditScreen(page, 'outcome-default-compartilhamento');
  });
});

test.describe('authorise payment (SPEC §8 "Authorise payment")', () => {
  test('300: overdraft modal with the server message; "Sim" re-sends with usarChequeEspecial and ends AUTHORISED', async ({ page }) => {
    await page.clock.install();
    const { consentId, code } = await pixWithCodeTyped(page, 'erro-autorizar-300');
    const first = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    expect((await first).postDataJSON()).toMatchObject({ tokenSMS: code, usarChequeEspecial: false });

    const dialog = page.getByRole('dialog', { name: 'Usar cheque especial?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SERVER.overdraft, { exact: true })).toBeVisible();
    await expect(dialog.locator('.modal-actions').getByRole('button')).toHaveText(['Sim', 'Voltar']);
    await auditScreen(page, 'outcome-modal-overdraft');

    const second = page.waitForRequest(isPaymentAuthorise);
    await dialog.getByRole('button', { name: 'Sim', exact: true }).click();
    expect((await second).postDataJSON()).toMatchObject({ tokenSMS: code, usarChequeEspecial: true });
    await expectBackAtInitiator(page, 'AUTHORISED');
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(2);
    expect(record.decisions).toBe(1);
  });

  test('300: "Voltar" closes the overdraft modal and sends nothing more', async ({ page }) => {
    const { consentId } = await pixWithCodeTyped(page, 'erro-autorizar-300');
    const sent = recordRequests(page, isPaymentAuthorise);
    await confirmButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Usar cheque especial?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Voltar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/segredo$/);
    // The form is usable again and nothing else went to the bank.
    await expect(confirmButton(page)).toBeEnabled();
    await page.waitForTimeout(1000);
    expect(sent).toHaveLength(1);
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(1);
    expect(record.status).toBe('AWAITING_AUTHORISATION');
  });

  test('420 goes to the expired page', async ({ page }) => {
    const { consentId } = await pixWithCodeTyped(page, 'erro-autorizar-420');
    await confirmButton(page).click();
    await expectResult(page, /\/responses\/expirado$/, TEXT.expiredTitle, TEXT.expiredMessage);
    expect(await countCalls(page, consentId, 'authorise')).toBe(1);
  });

  for (const [status, message] of [
    [403, 'Usuário sem permissão para movimentar esta conta.'],
    [422, 'Limite diário para Pix excedido.'],
    [423, 'Conta bloqueada para movimentação. Procure sua cooperativa.'],
  ] as const) {
    test(`${status} shows the server message under the form`, async ({ page }) => {
      const { consentId } = await pixWithCodeTyped(page, `erro-autorizar-${status}`);
      await confirmButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(formError(page)).toHaveText(message);
      await expect(page).toHaveURL(/\/segredo$/);
      await expect(confirmButton(page)).toBeEnabled();
      expect(await countCalls(page, consentId, 'authorise')).toBe(1);
      if (status === 422) await auditScreen(page, 'outcome-segredo-erro');
    });
  }

  test('428 opens the insufficient-funds modal', async ({ page }) => {
    const { consentId } = await pixWithCodeTyped(page, 'erro-autorizar-428');
    await confirmButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Saldo insuficiente' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SERVER.funds, { exact: true })).toBeVisible();
    await expect(dialog.locator('.modal-actions').getByRole('button')).toHaveText(['OK']);
    await auditScreen(page, 'outcome-modal-funds');
    await dialog.locator('.modal-actions').getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/segredo$/);
    expect(await countCalls(page, consentId, 'authorise')).toBe(1);
  });

  test("428 with a generic message still names the cause: the balance", async ({ page }) => {
    await pixWithCodeTyped(page, 'pix-imediato');
    // A bank whose 428 carries a message that does not say why (issue 31, point 6).
    await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', (route) =>
      route.fulfill({ status: 428, json: { message: 'Operação não concluída.' } }),
    );
    await confirmButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Saldo insuficiente' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Operação não concluída.', { exact: true })).toBeVisible();
    await expect(dialog.locator('.modal-actions').getByRole('button')).toHaveText(['OK']);
  });

  test('500 goes to the default page', async ({ page }) => {
    const { consentId } = await pixWithCodeTyped(page, 'erro-autorizar-500');
    await confirmButton(page).click();
    await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultMessage);
    expect(await countCalls(page, consentId, 'authorise')).toBe(1);
    await auditScreen(page, 'outcome-default');
  });

  test('a network error shows a Portuguese message under the form, and a retry completes', async ({ page }) => {
    await page.clock.install();
    const { consentId } = await pixWithCodeTyped(page, 'pix-imediato');
    await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', (route) => route.abort('internetdisconnected'), { times: 1 });
    await confirmButton(page).click();
    await expect(formError(page)).toHaveText(TEXT.networkError);
    await expect(page).toHaveURL(/\/segredo$/);
    // The aborted request never reached the bank.
    expect(await countCalls(page, consentId, 'authorise')).toBe(0);

    await confirmButton(page).click();
    await expectBackAtInitiator(page, 'AUTHORISED');
    expect(await countCalls(page, consentId, 'authorise')).toBe(1);
  });

  test('more than 10 s goes to the processing page', async ({ page }) => {
    await page.clock.install();
    const { consentId } = await pixWithCodeTyped(page, 'autorizar-lento');
    // The bank answers after 15 s of real time; the page waits for it until the audit is done.
    const release = await holdAnswers(page, isPaymentAuthorise);
    // The 10 s start when the request leaves, a frame after the click: with the clock held from
    // before it and moved until then, the jumps below say exactly where the clock stands.
    let moved = await holdClock(page);
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    moved += (await pumpClockWhile(page, sent)).advanced;
    await page.clock.fastForward(9_000 - moved);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/segredo$/);
    // Still submitting: inactive and busy, and a screen reader still hears just 'Confirmar'.
    await expect(confirmButton(page)).toBeDisabled();
    await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.fastForward(moved + 1_000);
    await expectResult(page, /\/responses\/processando$/, TEXT.processingTitle, TEXT.processingMessage);
    // The bank is still working on it (SLOW_MS = 15 s): nothing was decided yet, nothing sent twice.
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(0);
    await page.clock.resume(); // the audit needs running timers
    await auditScreen(page, 'outcome-processando');
    release();
    await expect(page).toHaveURL(/\/redirect$/, { timeout: 25_000 });
  });
});

test.describe('authorise share (SPEC §8 "Authorise share")', () => {
  test('420 goes to the expired page with the sharing text', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'compartilhamento-erro-420', customer);
    const sentAfter = await sharingToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    await confirmButton(page).click();
    await expectResult(page, /\/responses\/expirado$/, TEXT.expiredTitle, TEXT.expiredSharingMessage);
    expect(await countCalls(page, consentId, 'share')).toBe(1);
  });

  test('422 shows the server message under the form', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'compartilhamento-erro-422', customer);
    const sentAfter = await sharingToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    await confirmButton(page).click();
    await expect(formError(page)).toHaveText(SERVER.shareRefused);
    await expect(page).toHaveURL(/\/segredo$/);
    expect(await countCalls(page, consentId, 'share')).toBe(1);
  });

  test('more than 10 s goes to the sharing processing page', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await startJourney(page, 'compartilhamento-lento', customer);
    const sentAfter = await sharingToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    // The bank answers after 15 s of real time; the page waits for it until the audit is done.
    const isShare = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/canais/v1/compartilhamentos');
    const release = await holdAnswers(page, isShare);
    const sent = page.waitForRequest(isShare);
    await confirmButton(page).click();
    await sent;
    await page.clock.fastForward(10_000);
    await expectResult(page, /\/responses\/processando$/, TEXT.processingSharingTitle, TEXT.processingSharingMessage);
    await auditScreen(page, 'outcome-processando-compartilhamento');
    release();
    await expect(page).toHaveURL(/\/redirect$/, { timeout: 25_000 });
  });
});

test.describe('authorise automatic Pix (SPEC §8 "Authorise automatic")', () => {
  test('422 shows the server message under the form', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'automatico-erro-422', customer);
    const sentAfter = await automaticToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    await confirmButton(page).click();
    await expect(formError(page)).toHaveText(SERVER.automaticRefused);
    expect(await countCalls(page, consentId, 'automaticAuthorise')).toBe(1);
  });

  test('300 is not handled: default page, no overdraft modal', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'automatico-erro-300', customer);
    const sentAfter = await automaticToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    await confirmButton(page).click();
    await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultMessage);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await countCalls(page, consentId, 'automaticAuthorise')).toBe(1);
  });
});

test('a failed cancel goes to the default page (SPEC §8 "Cancel or reject failures")', async ({ page }) => {
  const consentId = await startJourney(page, 'erro-cancelar', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectResult(page, /\/responses$/, TEXT.defaultTitle, TEXT.defaultMessage);
  const record = await consentRecord(page.request, consentId);
  expect(record.calls.filter((c) => c.name === 'reject')).toHaveLength(1);
  expect(record.status).toBe('AWAITING_AUTHORISATION');
});

test.describe('security errors (SPEC §8 "Security errors")', () => {
  test('a failed device lookup goes to /response', async ({ page }) => {
    const consentId = await startJourney(page, 'erro-dispositivo', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expectResult(page, /\/response$/, TEXT.defaultTitle, TEXT.defaultMessage);
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'device')).toHaveLength(1);
    expect(record.calls.filter((c) => c.name === 'sendSms')).toHaveLength(0);
    await auditScreen(page, 'outcome-response');
  });

  test('a failed SMS send says so on the form with the server message; Confirmar waits until a code is sent again', async ({ page }) => {
    await page.clock.install();
    const consentId = await startJourney(page, 'erro-sms', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expect(page).toHaveURL(/\/segredo$/);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('Não foi possível enviar o código por SMS.');
    await expect(failure).toContainText(SERVER.sms);
    // Nothing says a code was sent, and six digits typed cannot be confirmed.
    await expect(page.getByText(/que enviamos por SMS/)).toHaveCount(0);
    await typeSmsCode(page, '123456');
    await expect(confirmButton(page)).toBeDisabled();
    await page.keyboard.press('Enter');
    expect(await countCalls(page, consentId, 'authorise')).toBe(0);

    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Reenviar SMS' }).click();
    await expect(page.getByRole('status').getByText('Enviamos um novo código por SMS.', { exact: true })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await fillSmsCode(page, smsCustomer(), sentAfter);
    await expect(confirmButton(page)).toBeEnabled();
    await confirmButton(page).click();
    await expectBackAtInitiator(page, 'AUTHORISED');
    expect(await countCalls(page, consentId, 'sendSms')).toBe(2);
  });

  test("the first code's toast does not say 'novo'; a resend does; toasts sit below the header and close when the screen changes", async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'pix-imediato', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expect(page).toHaveURL(/\/segredo$/);
    const first = page.getByRole('status').getByText('Enviamos um código por SMS.', { exact: true });
    await expect(first).toBeVisible();
    // Both header logos stay visible: the toast starts below the header.
    const header = await page.locator('header').first().boundingBox();
    const toastBox = await first.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.clock.fastForward(3000);
    await expect(first).toBeHidden();
    await page.getByRole('button', { name: 'Reenviar SMS' }).click();
    await expect(page.getByRole('status').getByText('Enviamos um novo código por SMS.', { exact: true })).toBeVisible();
    // Leaving the screen (the browser's back button, to the consent) takes the toast away, before its 3 s.
    await page.goBack();
    await expect(page).toHaveURL(/\/pix$/);
    await expect(page.getByRole('status').getByText(/Enviamos/)).toHaveCount(0);
  });

  test('a wrong SMS code shows "Código de segurança inválido." under the form; the right one then completes', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'pix-imediato', customer);
    const sentAfter = await pixToSecurity(page);
    const code = await fillSmsCode(page, customer, sentAfter);
    await typeSmsCode(page, wrongCode(code));
    await confirmButton(page).click();
    await expect(formError(page)).toHaveText(TEXT.invalidCode);
    await expect(page.getByRole('alert').filter({ hasText: TEXT.invalidCode })).toBeVisible();
    expect((await consentRecord(page.request, consentId)).status).toBe('AWAITING_AUTHORISATION');

    await typeSmsCode(page, code);
    await confirmButton(page).click();
    await expectBackAtInitiator(page, 'AUTHORISED');
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'authorise').map((c) => (c as { status?: number }).status)).toEqual([422, 200]);
  });
});

test('no redirect address: after 5 s the redirect error page (SPEC §2 "Redirect screen", §8 redirect)', async ({ page }) => {
  await page.clock.install();
  const { consentId } = await pixWithCodeTyped(page, 'redirecionamento-ausente');
  // The 5 s start on /redirect, after the click: hold the clock from before it.
  let moved = await holdClock(page);
  await confirmButton(page).click();
  moved += await pumpClockUntil(page, () => page.getByRole('heading', { level: 1, name: 'Redirecionando' }).isVisible());
  await expect(page).toHaveURL(/\/redirect$/);
  await page.clock.fastForward(4000 - moved);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/redirect$/);
  await page.clock.fastForward(moved + 1000);
  await expectResult(page, /\/responses\/redirect$/, TEXT.redirectTitle, TEXT.redirectMessage);
  expect((await consentRecord(page.request, consentId)).status).toBe('AUTHORISED');
  await page.clock.resume(); // the audit needs running timers
  await auditScreen(page, 'outcome-redirect');
});
