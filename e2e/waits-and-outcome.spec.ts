import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import {
  CUSTOMER_LOCK,
  automaticToSecurity,
  confirmButton,
  expectBackAtInitiator,
  expectResult,
  fillSmsCode,
  holdAnswers,
  isPaymentAuthorise,
  pixToSecurity,
  sharingToSecurity,
} from './support/journey';

/**
 * Issue 34, points 1 and 2 (docs/decisions/047), as the customer meets them: every wait says in
 * words, which a screen reader also hears (a polite live region), what it waits for; and the
 * redirect screen says what was decided, above SPEC's logos, before the customer is moved on.
 * The expected texts are written out: they are what the customer reads.
 */

const PROCESSING_TITLE = 'A transação está sendo processada';
const PROCESSING_MESSAGE = 'Isso pode levar alguns minutos. Confira o resultado no seu extrato antes de tentar novamente.';
const STILL_WAITING = 'Continuamos aguardando a resposta do banco por mais alguns minutos. Quando ela chegar, você seguirá automaticamente.';
const GO_TO_SITE = 'Ir para o site da Cooperativa Exemplo';

/** The live region that says the given words (role=status: polite). */
const statusSaying = (page: Page, text: string | RegExp) => page.getByRole('main').getByRole('status').filter({ hasText: text });

/** /redirect names the outcome in a live region above the logos and arrow, then leaves for the initiator after its 5 s. */
async function expectOutcomeThenInitiator(page: Page, outcome: string, status: 'AUTHORISED' | 'REJECTED') {
  await expect(page).toHaveURL(/\/redirect$/, { timeout: 25_000 });
  const said = statusSaying(page, outcome);
  await expect(said).toHaveText(outcome);
  // The other institution's logo: the initiator's, or for a data sharing the destination's (decision 049).
  await expectAbove(said, page.getByRole('img', { name: /^Logo da instituição (iniciadora|de destino)$/ }));
  await expectBackAtInitiator(page, status);
}

async function expectAbove(upper: Locator, lower: Locator) {
  const [a, b] = await Promise.all([upper.boundingBox(), lower.boundingBox()]);
  expect(a && b && a.y + a.height <= b.y).toBe(true);
}

/** Holds the bank's answer to the matching call until released (the automatic Pix's calls are outside `/canais`). */
const holdAnswer = (page: Page, url: string) => holdAnswers(page, () => true, url);

const isShare = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/canais/v1/compartilhamentos');

test.describe('every wait says what it waits for (point 1)', () => {
  // Soft checks: each says on its own whether that wait has its words (on main every one failed).
  test('Pix: Confirmar says "Autorizando o pagamento..." in a live region; the processing page waits first and names one time', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await startJourney(page, 'pix-imediato', customer);
    const sentAfter = await pixToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    // The authorisation reaches nothing and never answers: the page waits for as long as the test looks.
    await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', () => undefined);
    // Empty until Confirmar: a live region present beforehand is what makes the words heard.
    await expect.soft(page.locator('main .authorising[role="status"]')).toHaveText('');
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    await sent;
    await expect.soft(statusSaying(page, /^Autorizando/)).toHaveText('Autorizando o pagamento...');

    await page.clock.fastForward(10_000);
    await expectResult(page, /\/responses\/processando$/, PROCESSING_TITLE, PROCESSING_MESSAGE);
    const waiting = statusSaying(page, STILL_WAITING);
    await expect.soft(waiting).toHaveText(STILL_WAITING);
    // One time on the page: SPEC's "alguns minutos", no other figure beside it.
    await expect.soft(page.getByRole('main')).not.toContainText('2 minutos');
    // Waiting is the page's first offer; leaving stays possible but is not the primary action.
    const site = page.getByRole('main').getByRole('button', { name: GO_TO_SITE });
    await expect(site).toBeVisible();
    await expect.soft(site).not.toHaveClass(/btn--primary/);
    await expectAbove(page.getByRole('main').getByRole('status').filter({ hasText: /aguardando/i }), site);
  });

  test('Pix, slow bank: the approval that comes on the processing page is said on /redirect before the customer leaves', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'autorizar-lento', customer);
    const sentAfter = await pixToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    await sent;
    await page.clock.fastForward(10_000);
    await expectResult(page, /\/responses\/processando$/, PROCESSING_TITLE, PROCESSING_MESSAGE);
    await expectOutcomeThenInitiator(page, 'Pagamento autorizado', 'AUTHORISED');
    expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
  });

  test('/carregando: the load is announced in a live region, not only by a spinner', async ({ page }) => {
    const release = await holdAnswers(page, (r) => r.method() === 'GET' && /\/api\/canais\/v1\/consentimento\/[^/]+$/.test(r.url()));
    await startJourney(page, 'pix-imediato');
    await expect(page).toHaveURL(/\/carregando$/);
    await expect(statusSaying(page, 'Aguarde')).toHaveText('Aguarde enquanto carregamos os dados de sua solicitação.');
    release();
    await expect(page).toHaveURL(/\/pix$/);
  });

  test('QR code: the wait for the approval in the app names what is approved', { lock: CUSTOMER_LOCK.ana }, async ({ page }) => {
    await page.clock.install();
    await startJourney(page, 'pix-imediato-qrcode', 'ana');
    await pixToSecurity(page);
    await expect(page.getByRole('img', { name: 'QR Code para autorizar a transação no app' })).toBeVisible();
    await expect(statusSaying(page, /^Aguardando/)).toHaveText('Aguardando a autorização do pagamento no app.');
  });

  test('automatic Pix: Confirmar says "Autorizando o Pix Automático..." until the bank answers', async ({ page }) => {
    const customer = smsCustomer();
    await startJourney(page, 'automatico', customer);
    const sentAfter = await automaticToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    const release = await holdAnswer(page, '**/consentimentos-autorizacoes/*/status/AUTORIZADO');
    await confirmButton(page).click();
    await expect(statusSaying(page, /^Autorizando/)).toHaveText('Autorizando o Pix Automático...');
    release();
    await expect(page).toHaveURL(/\/redirect$/);
    await expect(statusSaying(page, 'Pix Automático autorizado')).toBeVisible();
  });
});

test.describe('the outcome is said before the customer leaves (point 2)', () => {
  test('data sharing authorised: "Compartilhamento autorizado" above the logos, then the initiator', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await startJourney(page, 'compartilhamento', customer);
    const sentAfter = await sharingToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    const shared = page.waitForRequest(isShare);
    await confirmButton(page).click();
    await shared;
    await expectOutcomeThenInitiator(page, 'Compartilhamento autorizado', 'AUTHORISED');
  });

  const REFUSALS = [
    { scenario: 'pix-imediato', path: /\/pix$/, cancel: 'Cancelar transação', confirm: 'Sim, cancelar', outcome: 'Pagamento cancelado' },
    { scenario: 'sweeping', path: /\/pix\/sweeping$/, cancel: 'Cancelar vínculo', confirm: 'Sim, cancelar', outcome: 'Vínculo cancelado' },
    { scenario: 'compartilhamento', path: /\/compartilhamento$/, cancel: 'Recusar compartilhamento', confirm: 'Sim, recusar', outcome: 'Compartilhamento recusado' },
  ];
  for (const { scenario, path, cancel, confirm, outcome } of REFUSALS) {
    test(`${scenario} refused: "${outcome}" above the logos, then the initiator`, async ({ page }) => {
      await page.clock.install();
      await startJourney(page, scenario, smsCustomer());
      await expect(page).toHaveURL(path);
      await page.getByRole('main').getByRole('button', { name: cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
      await expectOutcomeThenInitiator(page, outcome, 'REJECTED');
    });
  }

  test('a reload while a sharing is decided: only the sharing flag survives, and it is enough to say "Compartilhamento autorizado"', async ({ page }) => {
    // The bank's own slow answer, then the page's next question: room for a busy machine.
    test.setTimeout(90_000);
    await page.clock.install();
    const customer = smsCustomer();
    await startJourney(page, 'compartilhamento-lento', customer);
    const sentAfter = await sharingToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    const shared = page.waitForRequest(isShare);
    await confirmButton(page).click();
    await shared;
    await page.clock.fastForward(10_000);
    await expect(page).toHaveURL(/\/responses\/processando$/);
    await page.reload();
    await expect(page).toHaveURL(/\/redirect$/, { timeout: 45_000 });
    await expectOutcomeThenInitiator(page, 'Compartilhamento autorizado', 'AUTHORISED');
  });
});
