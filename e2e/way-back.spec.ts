import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import {
  confirmButton,
  countCalls,
  expectBackAtInitiator,
  expectResult,
  fillSmsCode,
  isPaymentAuthorise,
  pixToSecurity,
  sendingSms,
} from './support/journey';

/**
 * Issue 16, points 1 and 2 (docs/decisions/024): a late answer is not lost, and every result and
 * error page where a way back can exist offers 'Voltar para a outra instituição', beside SPEC §8's
 * buttons. Each page is reached through the UI against the simulated bank's scenarios.
 */

const WAY_BACK = 'Voltar para a outra instituição';
const GO_TO_SITE = 'Ir para o site da Cooperativa Exemplo';
const PROCESSING_TITLE = 'A transação está sendo processada';
const PROCESSING_MESSAGE = 'Isso pode levar alguns minutos. Confira o resultado no seu extrato antes de tentar novamente.';
const WAITING = 'Continuamos aguardando a resposta do banco por mais alguns minutos. Quando ela chegar, você seguirá automaticamente.';
const GIVEN_UP = 'Não recebemos a resposta do banco a tempo. Você pode voltar para a outra instituição e conferir lá o resultado.';
const DEFAULT_TITLE = 'Algo deu errado';
const DEFAULT_MESSAGE = 'Infelizmente, ocorreu um erro na operação. Por favor, reinicie a transação na instituição iniciadora de pagamentos.';

/** Pix to /segredo with the right code typed; the confirmation is left to the test. */
async function pixWithCodeTyped(page: Page, scenario: string): Promise<string> {
  const customer = smsCustomer();
  const consentId = await startJourney(page, scenario, customer);
  const sentAfter = await pixToSecurity(page);
  await fillSmsCode(page, customer, sentAfter);
  return consentId;
}

/** The page's buttons: SPEC's first, the way back after it; pressing it ends at the initiator. */
async function wayBackWorks(page: Page, status: 'AUTHORISED' | 'REJECTED') {
  await expect(page.getByRole('main').getByRole('button')).toHaveText([GO_TO_SITE, WAY_BACK]);
  const rejected = page.waitForRequest((r) => r.method() === 'POST' && /\/consentimentos\/[^/]+\/rejected\?toggle=false$/.test(r.url()));
  await page.getByRole('button', { name: WAY_BACK }).click();
  await rejected;
  await expectBackAtInitiator(page, status);
}

test.describe('late answers on the processing page (point 1)', () => {
  test('autorizar-lento: the processing page waits, and the approval at 15 s carries the customer back to the initiator', async ({ page }) => {
    await page.clock.install();
    const consentId = await pixWithCodeTyped(page, 'autorizar-lento');
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    await sent;
    await page.clock.fastForward(10_000);
    await expectResult(page, /\/responses\/processando$/, PROCESSING_TITLE, PROCESSING_MESSAGE);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WAITING);
    // While the bank may still answer, no way back that could race the decision.
    await expect(page.getByRole('main').getByRole('button')).toHaveText([GO_TO_SITE]);
    // The bank answers after SLOW_MS (15 s) on its own clock; the page was waiting for it.
    await expect(page).toHaveURL(/\/redirect$/, { timeout: 25_000 });
    await expectBackAtInitiator(page, 'AUTHORISED');
    const record = await consentRecord(page.request, consentId);
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(1);
    expect(record.decisions).toBe(1);
  });

  test('no answer within 2 minutes: the page says so and the way back returns the customer, nothing decided twice', async ({ page }) => {
    await page.clock.install();
    const consentId = await pixWithCodeTyped(page, 'pix-imediato');
    // The authorisation never reaches the bank and never answers (a connection that hangs).
    await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', () => undefined);
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    await sent;
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WAITING);
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(GIVEN_UP);
    await wayBackWorks(page, 'REJECTED');
    expect(await countCalls(page, consentId, 'authorise')).toBe(0);
    expect(await countCalls(page, consentId, 'rejected')).toBe(1);
  });
});

test.describe('a way back from every page (point 2)', () => {
  test('the default page after a 500 on authorise', async ({ page }) => {
    await page.clock.install();
    const consentId = await pixWithCodeTyped(page, 'erro-autorizar-500');
    await confirmButton(page).click();
    await expectResult(page, /\/responses$/, DEFAULT_TITLE, DEFAULT_MESSAGE);
    await wayBackWorks(page, 'REJECTED');
    expect(await countCalls(page, consentId, 'rejected')).toBe(1);
  });

  test('the default page after a failed load (503)', async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'erro-carga-503', smsCustomer());
    await expectResult(page, /\/responses$/, DEFAULT_TITLE, DEFAULT_MESSAGE);
    await wayBackWorks(page, 'REJECTED');
  });

  test('the device error page (/response)', async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'erro-dispositivo', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expectResult(page, /\/response$/, DEFAULT_TITLE, DEFAULT_MESSAGE);
    await wayBackWorks(page, 'REJECTED');
  });

  test('the expired page', async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'erro-carga-420', smsCustomer());
    await expectResult(page, /\/responses\/expirado$/, 'Tempo expirado');
    await wayBackWorks(page, 'REJECTED');
  });

  test("a device enrolment goes back by INTERFACE §6.2's PATCH …/vinculos/{enrollmentId}/status/REJEITADO, no body, never the rejected call", async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'vinculo-erro-500', customer);
    await expect(page).toHaveURL(/\/vinculo$/);
    const sentAfter = await sendingSms(page, () => page.getByRole('button', { name: 'Confirmar vínculo' }).click());
    await expect(page).toHaveURL(/\/segredo$/);
    await fillSmsCode(page, customer, sentAfter);
    await confirmButton(page).click();
    await expectResult(page, /\/responses$/, DEFAULT_TITLE, DEFAULT_MESSAGE);
    await expect(page.getByRole('main').getByRole('button')).toHaveText([GO_TO_SITE, WAY_BACK]);
    const refusal = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/canais\/v1\/vinculos\/[^/]+\/status\/REJEITADO$/.test(r.url()));
    await page.getByRole('button', { name: WAY_BACK }).click();
    const sent = await refusal;
    expect(decodeURIComponent(sent.url())).toContain(':enrollment:');
    expect(sent.postData()).toBeNull();
    await expectBackAtInitiator(page, 'REJECTED');
    expect(await countCalls(page, consentId, 'enrolmentReject')).toBe(1);
    expect(await countCalls(page, consentId, 'rejected')).toBe(0);
  });

  test('the redirect error page has none: the way back is what failed, and the journey has ended', async ({ page }) => {
    await page.clock.install();
    await pixWithCodeTyped(page, 'redirecionamento-inseguro');
    await confirmButton(page).click();
    await expect(page).toHaveURL(/\/redirect$/);
    await page.clock.fastForward(5000);
    await expectResult(page, /\/responses\/redirect$/, 'Não foi possível redirecionar');
    await expect(page.getByRole('main').getByRole('button')).toHaveText([GO_TO_SITE]);
  });
});
