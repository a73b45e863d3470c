import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import { confirmButton, expectBackAtInitiator, pixToSecurity, typeSmsCode } from './support/journey';

/**
 * Issue 31, "SMS sends are bounded", as the customer sees it: the simulated bank sends at most 5
 * codes for one consent (docs/simulated-bank.md, "What a real BFF must do"); the next 'Reenviar SMS'
 * answers 429 with the bank's message, which the SMS form shows in place of its intro (SPEC §8
 * "Security errors": an SMS send failure shows the server message). The per-customer hourly bound
 * is raised in test runs (two seeded SMS customers stand for every journey), so only jest covers it.
 */
const SENDS_PER_CONSENT = 5;
const TEXT = {
  limit: 'Limite de envios de SMS atingido para esta transação. Cancele e inicie uma nova transação na instituição iniciadora.',
  sendFailed: 'Não foi possível enviar o código por SMS.',
  resent: 'Enviamos um novo código por SMS.',
  sendAgain: "Para tentar de novo, use o botão 'Reenviar SMS'.",
};

const isSend = (url: string) => url.endsWith('/api/canais/v1/seguranca/enviar-token-sms');
const resendButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Reenviar SMS' });

/** Clicks 'Reenviar SMS' and returns the status of the send it made. */
async function resend(page: Page): Promise<number> {
  await expect(resendButton(page)).toBeEnabled();
  const answered = page.waitForResponse((response) => isSend(response.url()));
  await resendButton(page).click();
  return (await answered).status();
}

test('asking for codes until the bound: the sixth send answers 429 and the form shows the bank\'s message; Cancelar still ends at the initiator', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  const firstSend = page.waitForResponse((response) => isSend(response.url()));
  await pixToSecurity(page);
  expect((await firstSend).status()).toBe(200);

  const statuses = [];
  for (let i = 1; i < SENDS_PER_CONSENT; i += 1) statuses.push(await resend(page));
  expect(statuses).toEqual([200, 200, 200, 200]);
  await expect(page.getByRole('status').getByText(TEXT.resent, { exact: true }).first()).toBeVisible();

  expect(await resend(page)).toBe(429);
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText(TEXT.sendFailed);
  await expect(failure).toContainText(TEXT.limit);
  // One message at a time (issue 42, point 8): resending cannot help, so nothing offers it.
  await expect(page.getByRole('main').getByText(TEXT.sendAgain)).toHaveCount(0);
  await expect(resendButton(page)).toBeDisabled();
  // As after any failed send, six digits typed cannot be confirmed.
  await typeSmsCode(page, '123456');
  await expect(confirmButton(page)).toBeDisabled();

  const record = await consentRecord(page.request, consentId);
  expect(record.calls.filter((c) => c.name === 'sendSms').map((c) => (c as { status?: number }).status)).toEqual([200, 200, 200, 200, 200, 429]);
  expect(record).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });

  await page.getByRole('main').getByRole('button', { name: 'Cancelar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectBackAtInitiator(page, 'REJECTED');
});
