import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { consentRecord, latestSmsCode, smsCustomer, startJourney } from './support/bank';
import { typeSmsCode } from './support/journey';
import { onPlaywright } from './support/playwrightPage';
import { BELOW_TRANSACTION, dailyLimit, FIX_LIMITS_TO_CONFIRM, transactionLimit, TYPED_AMOUNTS, typeLimit } from './harness/steps';

/**
 * Money typed as people type it on the enrolment screen (issue 42, point 3; docs/decisions/066):
 * real key presses, what the field shows, and the PATCH body the bank received. The same steps run
 * in WebKit and Firefox (e2e/engines/journeys.ts).
 */
const SCREEN = /\/vinculo$/;
const isEnrolmentAuthorise = (request: Request) => request.method() === 'PATCH' && /\/api\/canais\/v1\/vinculos\/[^/]+\/status\/AUTORIZADO$/.test(request.url());
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar vínculo' });
const transaction = (page: Page) => page.getByLabel('Limite por transação', { exact: true });
const daily = (page: Page) => page.getByLabel('Limite diário (opcional)', { exact: true });

/** The text the customer reads for a limit: the 'R$' beside the field and the field's own text. */
const shown = (field: Locator) => field.evaluate((el: HTMLInputElement) => `${el.previousElementSibling?.textContent ?? ''} ${el.value}`);

for (const { keys, shows, sent } of TYPED_AMOUNTS) {
  test(`typed "${keys}": the field shows R$ ${shows} before Confirmar and the bank receives "${sent}"`, async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'vinculo-conta-fixa', customer);
    await expect(page).toHaveURL(SCREEN);
    await expect(transaction(page)).toHaveValue('500,00');
    await typeLimit(onPlaywright(page), transactionLimit, keys, shows);
    expect(await shown(transaction(page))).toBe(`R$ ${shows}`);

    const authorise = page.waitForRequest(isEnrolmentAuthorise);
    const sentAfter = Date.now() - 1000;
    await confirm(page).click();
    await expect(page).toHaveURL(/\/segredo$/);
    await typeSmsCode(page, await latestSmsCode(page.request, customer, sentAfter));
    await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();
    expect((await authorise).postDataJSON()).toMatchObject({ limiteTransacao: sent, limiteDiario: null });
    await expect(page).toHaveURL(/\/redirect$/);
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'enrolmentAuthorise')).toEqual([expect.objectContaining({ status: 200 })]);
  });
}

test('at 375 and 320 px: a refusal beside the limit just changed, the reason beside Confirmar, a pasted amount, and Indeterminado without its date', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'vinculo-conta-fixa', customer);
  await expect(page).toHaveURL(SCREEN);
  await expect(transaction(page)).toHaveAttribute('inputmode', 'numeric');
  // Typed and default amounts read alike.
  await typeLimit(onPlaywright(page), dailyLimit, '100', '1,00');
  expect(await shown(daily(page))).toBe('R$ 1,00');
  expect(await shown(transaction(page))).toBe('R$ 500,00');

  // The daily limit was changed last: its message stands beside it, not beside the other field.
  const message = page.getByText(BELOW_TRANSACTION('R$ 500,00'), { exact: true });
  await expect(message).toBeVisible();
  await expect(daily(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(daily(page)).toHaveAttribute('aria-describedby', new RegExp(`(^| )${await message.getAttribute('id')}( |$)`));
  await expect(transaction(page)).not.toHaveAttribute('aria-invalid', 'true');
  const dailyBox = await daily(page).boundingBox();
  const messageBox = await message.boundingBox();
  const transactionBox = await transaction(page).boundingBox();
  expect(messageBox && dailyBox && transactionBox && messageBox.y > dailyBox.y && transactionBox.y < dailyBox.y).toBe(true);
  await expect(page.getByText(/O limite por transação não pode ser maior/)).toHaveCount(0);

  // Confirmar cannot act, and says why right above it.
  await expect(confirm(page)).toBeDisabled();
  await expect(confirm(page)).toHaveAccessibleDescription(FIX_LIMITS_TO_CONFIRM);
  const note = page.getByText(FIX_LIMITS_TO_CONFIRM, { exact: true });
  await expect(note).toBeVisible();
  expect(await note.evaluate((el) => el.nextElementSibling?.contains(document.querySelector('main .btn--primary')) ?? false)).toBe(true);
  await auditScreen(page, 'vinculo-limite-diario-recusado');
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 375, height: 740 });

  // A pasted amount is the whole amount, read as people write it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('1.000,00'));
  await daily(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await expect(daily(page)).toHaveValue('1.000,00');
  await expect(message).toHaveCount(0);
  await expect(note).toHaveCount(0);
  await expect(confirm(page)).toBeEnabled();

  // 'Indeterminado' hides the date it replaces; 'Até uma data' brings it back.
  const date = page.getByLabel('Data de término do vínculo');
  await expect(date).toBeVisible();
  await page.getByRole('radio', { name: 'Indeterminado' }).check();
  await expect(date).toHaveCount(0);
  await expect(page.locator('main input[type="date"]')).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('radio', { name: 'Até uma data' }).check();
  await expect(date).toBeVisible();
  await page.getByRole('radio', { name: 'Indeterminado' }).check();

  const authorise = page.waitForRequest(isEnrolmentAuthorise);
  const sentAfter = Date.now() - 1000;
  await confirm(page).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await typeSmsCode(page, await latestSmsCode(page.request, customer, sentAfter));
  await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();
  expect((await authorise).postDataJSON()).toMatchObject({ limiteTransacao: '500.00', limiteDiario: '1000.00', validade: null });
  await expect(page).toHaveURL(/\/redirect$/);
  expect((await consentRecord(page.request, consentId)).calls.filter((c) => c.name === 'enrolmentAuthorise')).toHaveLength(1);
});
