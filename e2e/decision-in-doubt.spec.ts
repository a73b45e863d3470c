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
