import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import { callNames, confirmButton, expectBackAtInitiator, expectResult, fillSmsCode, isPaymentAuthorise, pixToSecurity, sharingToSecurity } from './support/journey';
import { copy } from '../src/copy/ptBR';

/**
 * Issue 31, point 2 (docs/decisions/043): a decision the customer confirmed is never lost nor
 * turned into a refusal. A reload while the bank decides, or an answer lost on its way back, ends
 * where the bank's decision leads; no refusal is sent meanwhile.
 */
const WAY_BACK = copy.results.backToInitiator;
const GO_TO_SITE = copy.results.goToSite('Cooperativa Exemplo');
const isShare = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/canais/v1/compartilhamentos');
const REFUSALS = ['reject', 'rejected', 'shareReject', 'automaticCancel'];

/** Confirmed, past the 10 s, on the processing page, then reloaded: it still waits, with no way back. */
async function reloadWhileTheBankDecides(page: Page, sent: Promise<Request>, title: string) {
  await confirmButton(page).click();
  await sent;
  await page.clock.fastForward(10_000);
  await expectResult(page, /\/responses\/processando$/, title);
  await page.reload();
  await expectResult(page, /\/responses\/processando$/, title);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.results.processingWaiting);
  // Nothing that could refuse the consent while the bank decides.
  await expect(page.getByRole('main').getByRole('button')).toHaveText([GO_TO_SITE]);
  await expect(page.getByRole('button', { name: WAY_BACK })).toHaveCount(0);
}

test.describe('a reload while the bank decides (the bank answers after SLOW_MS)', () => {
  // SLOW_MS of the bank's real time, then the page's next question: room for a busy machine.
  test.setTimeout(90_000);
  const KINDS = [
    { kind: 'Pix', scenario: 'autorizar-lento', toSecurity: pixToSecurity, sent: isPaymentAuthorise, title: copy.results.processingTitle, outcome: copy.outcome.authorised.payment },
    {
      kind: 'data sharing',
      scenario: 'compartilhamento-lento',
      toSecurity: sharingToSecurity,
      sent: isShare,
      title: copy.results.processingSharingTitle,
      outcome: copy.outcome.authorised.sharing,
    },
  ];
  for (const { kind, scenario, toSecurity, sent, title, outcome } of KINDS) {
    test(`${kind}: after the reload the page asks the bank, and the approval carries the customer to the initiator`, async ({ page }) => {
      await page.clock.install();
      const customer = smsCustomer();
      const consentId = await startJourney(page, scenario, customer);
      const sentAfter = await toSecurity(page);
      await fillSmsCode(page, customer, sentAfter);
      await reloadWhileTheBankDecides(page, page.waitForRequest(sent), title);

      await expect(page).toHaveURL(/\/redirect$/, { timeout: 45_000 });
      // The outcome in the words of what was authorised, kept across the reload (decision 047).
      await expect(page.locator('.redirect-outcome')).toHaveText(outcome);
      await expectBackAtInitiator(page, 'AUTHORISED');
      const record = await consentRecord(page.request, consentId);
      expect(record).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
      expect(callNames(record).filter((name) => REFUSALS.includes(name))).toEqual([]);
      expect(callNames(record)).toContain('consentV3');
    });
  }
});

test('an answer lost on its way back: the bank decided, and the customer still ends at the initiator', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  const sentAfter = await pixToSecurity(page);
  await fillSmsCode(page, customer, sentAfter);
  // The bank receives the authorisation and decides; its answer never reaches the phone.
  let decided = false;
  await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', async (route) => {
    const response = await route.fetch();
    decided = response.ok();
    await route.abort('connectionreset');
  });
  await confirmButton(page).click();

  await expectBackAtInitiator(page, 'AUTHORISED');
  expect(decided).toBe(true);
  const record = await consentRecord(page.request, consentId);
  expect(record).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
  expect(callNames(record).filter((name) => REFUSALS.includes(name))).toEqual([]);
});

/**
 * Issue 42, point 5 (docs/decisions/067): a refusal leaves only when the bank says the consent
 * still awaits the customer, and a refusal the bank does not confirm is settled with the bank.
 */
test.describe("'Cancelar' and the way back follow the bank's word", () => {
  const CANCELS = [
    { kind: 'Pix', scenario: 'cancelar-perde-corrida', screen: /\/pix$/, cancel: 'Cancelar transação', outcome: copy.outcome.authorised.payment, refusal: 'reject' },
    { kind: 'device enrolment', scenario: 'vinculo-cancelar-perde-corrida', screen: /\/vinculo$/, cancel: 'Cancelar', outcome: copy.outcome.authorised.enrolment, refusal: 'enrolmentReject' },
  ];
  for (const { kind, scenario, screen, cancel, outcome, refusal } of CANCELS) {
    test(`${kind}: an authorisation wins the race against 'Cancelar' (422, already decided): the customer is told it was authorised and reaches the initiator`, async ({ page }) => {
      await page.clock.install();
      const consentId = await startJourney(page, scenario, smsCustomer());
      await expect(page).toHaveURL(screen);
      await page.getByRole('main').getByRole('button', { name: cancel, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
      // Not the generic "reinicie a transação" page: the customer must not pay again.
      await expect(page).toHaveURL(/\/redirect$/);
      await expect(page.locator('.redirect-outcome')).toHaveText(outcome);
      await expectBackAtInitiator(page, 'AUTHORISED');
      const record = await consentRecord(page.request, consentId);
      expect(record).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
      expect(record.calls.filter((c) => c.name === refusal).map((c) => (c as { status?: number }).status)).toEqual([422]);
      expect(callNames(record).filter((name) => name === 'consentV3')).toHaveLength(2);
    });
  }

  test("a refusal whose answer is lost: the bank refused the consent, and the customer goes back as cancelled", async ({ page }) => {
    await page.clock.install();
    const consentId = await startJourney(page, 'pix-imediato', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    // The bank receives the refusal and decides; its answer never reaches the phone.
    await page.route('**/api/canais/v1/consentimento/*/status/REJEITADO', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('main').getByRole('button', { name: 'Cancelar transação', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.locator('.redirect-outcome')).toHaveText(copy.outcome.refused.payment);
    await expectBackAtInitiator(page, 'REJECTED');
    const record = await consentRecord(page.request, consentId);
    expect(record).toMatchObject({ status: 'REJECTED', decisions: 1 });
    expect(callNames(record)).toContain('consentV3');
  });

  test('the way back after the wait: the bank authorised meanwhile, so no refusal leaves and the customer reaches the initiator as authorised', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'pix-imediato', customer);
    const sentAfter = await pixToSecurity(page);
    await fillSmsCode(page, customer, sentAfter);
    // The authorisation hangs on its way to the bank: no answer within the wait.
    let held: Request | null = null;
    await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', (route) => {
      held = route.request();
    });
    const sent = page.waitForRequest(isPaymentAuthorise);
    await confirmButton(page).click();
    await sent;
    await page.clock.fastForward(10_000);
    await expectResult(page, /\/responses\/processando$/, copy.results.processingTitle);
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('button', { name: WAY_BACK })).toBeVisible();
    expect((await consentRecord(page.request, consentId)).status).toBe('AWAITING_AUTHORISATION');

    // Late, the very same request reaches the bank, which authorises the payment.
    const late = held as unknown as Request;
    const headers = Object.fromEntries(Object.entries(await late.allHeaders()).filter(([name]) => !['host', 'content-length'].includes(name) && !name.startsWith(':')));
    const answer = await page.request.fetch(late.url(), { method: 'PATCH', headers, data: late.postData() ?? '' });
    expect(answer.status()).toBe(200);

    await page.getByRole('button', { name: WAY_BACK }).click();
    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.locator('.redirect-outcome')).toHaveText(copy.outcome.authorised.payment);
    await expectBackAtInitiator(page, 'AUTHORISED');
    const record = await consentRecord(page.request, consentId);
    expect(record).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
    expect(callNames(record).filter((name) => REFUSALS.includes(name))).toEqual([]);
  });
});
