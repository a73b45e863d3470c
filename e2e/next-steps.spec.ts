import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { smsCustomer, startJourney } from './support/bank';
import { CUSTOMER_LOCK, confirmButton, fillSignature, fillSmsCode, pixToSecurity } from './support/journey';

/**
 * Issue 34, points 3 and 4 (docs/decisions/048), as the customer sees them in Chromium against the
 * simulated bank: on the automatic Pix screen what is charged today comes first and the intro agrees
 * with the rows; after every refusal by the bank the form says what to do next, holds no spent
 * credential and has the focus where the next step starts.
 */

const TEXT = {
  fundsNextStep:
    'Para continuar, adicione saldo à conta e confirme de novo. Se preferir, cancele a transação para voltar à instituição iniciadora.',
  retrySms: "Para tentar de novo, digite o código recebido ou peça outro em 'Reenviar SMS'. Para desistir, use 'Cancelar'.",
  retrySignature: "Para tentar de novo, digite sua assinatura eletrônica. Para desistir, use 'Cancelar'.",
  cancel: "Com o bloqueio, não é possível confirmar esta solicitação. Use 'Cancelar' para voltar à outra instituição.",
} as const;

/** The scenarios' server messages (mocks/scenarios.ts). */
const SERVER = {
  403: 'Usuário sem permissão para movimentar esta conta.',
  422: 'Limite diário para Pix excedido.',
  423: 'Conta bloqueada para movimentação. Procure sua cooperativa.',
  428: 'Saldo insuficiente para realizar a transação.',
} as const;

/** Today on Brasília's calendar, as the screens write dates. */
const todayInBrasilia = () =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date());

const main = (page: Page) => page.getByRole('main');
const digitBox = (page: Page, n: number) => page.getByLabel(`Dígito ${n} de 6`, { exact: true });
const digitBoxes = (page: Page) => Array.from({ length: 6 }, (_, i) => digitBox(page, i + 1));

async function expectBoxesEmpty(page: Page) {
  for (const box of digitBoxes(page)) await expect(box).toHaveValue('');
}

/** The value beside a label inside a section of the screen. */
const row = (section: Locator, label: string) => section.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('automatic Pix: what is charged today, first (issue 34, point 3)', () => {
  test('with an immediate payment: it is the headline, with "hoje"; the plan follows; the intro agrees with both', async ({ page }) => {
    await startJourney(page, 'automatico', smsCustomer());
    await expect(page).toHaveURL(/\/pix\/automatico$/);
    const today = todayInBrasilia();
    const headline = main(page).locator('.amount');
    await expect(headline.locator('.amount__label')).toHaveText('Pagamento imediato');
    await expect(headline.locator('.amount__value')).toHaveText('R$ 95,50');
    await expect(headline).toContainText(`Data do pagamento: hoje, ${today}`);
    await expect(headline).not.toContainText('R$ 189,90');

    // The plan: the recurring amount, how often, and its first date, after the headline.
    const plan = main(page).getByRole('region', { name: 'Pagamentos recorrentes' });
    await expect(row(plan, 'Valor')).toHaveText('R$ 189,90');
    await expect(row(plan, 'Frequência')).toHaveText('Mensal');
    const firstRecurring = (await row(plan, 'Primeiro pagamento em').textContent())?.trim() ?? '';
    expect(firstRecurring).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(firstRecurring).not.toBe(today);
    const order = await main(page).evaluate((m) => {
      const headlineAt = m.querySelector('.amount');
      const planAt = m.querySelector('section[aria-label="Pagamentos recorrentes"]');
      return headlineAt && planAt ? headlineAt.compareDocumentPosition(planAt) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();

    // The intro says what the rows say: the immediate payment today, the plan from its first date.
    const intro = main(page).locator('p.lead');
    await expect(intro).toContainText('realiza hoje o pagamento imediato de R$ 95,50');
    await expect(intro).toContainText(`Os pagamentos recorrentes começam em ${firstRecurring}.`);
    await expect(intro).not.toContainText('realiza o primeiro pagamento');
    // SPEC's buttons are unchanged.
    await expect(main(page).getByRole('button', { name: 'Confirmar', exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
  });

  test('without an immediate payment: the intro names the date of the first payment, the same as the rows', async ({ page }) => {
    await startJourney(page, 'automatico-minimo', smsCustomer());
    await expect(page).toHaveURL(/\/pix\/automatico$/);
    await expect(main(page).getByText('Pagamento imediato')).toHaveCount(0);
    const summary = main(page).getByRole('region', { name: 'Pix Automático' });
    const first = (await row(summary, 'Primeiro pagamento em').textContent())?.trim() ?? '';
    expect(first).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const intro = main(page).locator('p.lead');
    await expect(intro).toContainText(`O primeiro pagamento será realizado em ${first}.`);
    await expect(intro).not.toContainText('realiza o primeiro pagamento');
  });
});

test.describe('a next step after every refusal by the bank (issue 34, point 4)', () => {
  test('428: the dialog says what to do; OK leaves the boxes empty, the focus on the first, and Confirmar sends nothing', async ({ page }) => {
    const customer = smsCustomer();
    await startJourney(page, 'erro-autorizar-428', customer);
    await fillSmsCode(page, customer, await pixToSecurity(page));
    await confirmButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Saldo insuficiente' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SERVER[428], { exact: true })).toBeVisible();
    await expect(dialog.getByText(TEXT.fundsNextStep, { exact: true })).toBeVisible();
    await expect(dialog.locator('.modal-actions').getByRole('button')).toHaveText(['OK']);

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expectBoxesEmpty(page);
    await expect(digitBox(page, 1)).toBeFocused();
    // The spent code is gone: Confirmar sends nothing until a new one is typed.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/status/AUTORIZADO')) sent += 1;
    });
    await confirmButton(page).click();
    await expect(page).toHaveURL(/\/segredo$/);
    expect(sent).toBe(0);
  });

  for (const status of [403, 422] as const) {
    test(`${status}: the message stays and is announced, the boxes are empty, the focus on the first, and it says how to try again`, async ({ page }) => {
      const customer = smsCustomer();
      await startJourney(page, `erro-autorizar-${status}`, customer);
      await fillSmsCode(page, customer, await pixToSecurity(page));
      await confirmButton(page).click();
      const alert = main(page).getByRole('alert').filter({ hasText: SERVER[status] });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(TEXT.retrySms);
      await expectBoxesEmpty(page);
      await expect(digitBox(page, 1)).toBeFocused();
      // Typing goes straight into the boxes.
      await page.keyboard.type('1');
      await expect(digitBox(page, 1)).toHaveValue('1');
      await expect(digitBox(page, 2)).toBeFocused();
    });
  }

  test('423: the message says the way on is to cancel, and the focus is on Cancelar', async ({ page }) => {
    const customer = smsCustomer();
    await startJourney(page, 'erro-autorizar-423', customer);
    await fillSmsCode(page, customer, await pixToSecurity(page));
    await confirmButton(page).click();
    const alert = main(page).getByRole('alert').filter({ hasText: SERVER[423] });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(TEXT.cancel);
    await expectBoxesEmpty(page);
    await expect(main(page).getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
  });

  test('signature: a refusal empties the field and gives it the focus, with the way to try again', { lock: CUSTOMER_LOCK.joao }, async ({ page }) => {
    await startJourney(page, 'erro-autorizar-422', 'joao');
    await pixToSecurity(page);
    await fillSignature(page);
    await confirmButton(page).click();
    const alert = main(page).getByRole('alert').filter({ hasText: SERVER[422] });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(TEXT.retrySignature);
    const input = page.getByLabel('Assinatura eletrônica');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(confirmButton(page)).toBeDisabled();
  });
});
