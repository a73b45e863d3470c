import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { consentRecord, latestSmsCode, smsCustomer, startJourney } from './support/bank';
import { expectBackAtInitiator, expectResult, isPaymentAuthorise, recordRequests, typeSmsCode } from './support/journey';
import type { Page } from '@playwright/test';

/**
 * Choosing the paying account (INTERFACE §6.1, docs/decisions/052) on the Pix screens, against the
 * simulated bank's customers (mocks/customers.ts): each SMS customer has two accounts that can pay
 * and one that cannot.
 */
const ACCOUNTS = {
  maria: { checking: 'Conta Corrente Agência 0001 · Conta 12345-6', savings: 'Conta Poupança Agência 0001 · Conta 65432-1', unavailable: /Agência 0003/ },
  carlos: { checking: 'Conta Corrente Agência 0001 · Conta 45678-9', savings: 'Conta Poupança Agência 0001 · Conta 98765-4', unavailable: /Conta de Pagamento/ },
} as const;
const REASON = { maria: 'Indisponível: Conta bloqueada para movimentação.', carlos: 'Indisponível: Conta em encerramento.' } as const;
const SAVINGS_LINE = { maria: 'Conta Poupança 65432-1', carlos: 'Conta Poupança 98765-4' } as const;
const SAVINGS_REF = { maria: { issuer: '0001', number: '654321', accountType: 'SVGS' }, carlos: { issuer: '0001', number: '987654', accountType: 'SVGS' } } as const;

type SmsCustomer = 'maria' | 'carlos';
const customerOf = () => smsCustomer() as SmsCustomer;
const choice = (page: Page) => page.getByRole('group', { name: 'Pagar com' });
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar transação' });

/** From the screen to the initiator: /segredo, the SMS code, Confirmar. */
async function authoriseWithSms(page: Page, customer: SmsCustomer, sentAfter: number) {
  await expect(page).toHaveURL(/\/segredo$/);
  await typeSmsCode(page, await latestSmsCode(page.request, customer, sentAfter));
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
}

test.describe('choosing the paying account (INTERFACE §6.1)', () => {
  test('by mouse: unavailable shown with its reason and not choosable, Confirmar unusable until a choice, the choice sent', async ({ page }) => {
    await page.clock.install();
    const customer = customerOf();
    const names = ACCOUNTS[customer];
    await startJourney(page, 'pix-escolha-conta', customer);
    await expect(page).toHaveURL(/\/pix$/);
    await expect(choice(page)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(3);

    const blocked = page.getByRole('radio', { name: names.unavailable });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription(REASON[customer]);
    await expect(page.getByText(REASON[customer])).toBeVisible();
    await expect(confirm(page)).toBeDisabled();
    await expect(confirm(page)).toHaveAccessibleDescription('Escolha uma conta disponível para confirmar a transação.');

    // A tap on the unavailable account chooses nothing; pressing the disabled button sends nothing.
    await page.getByText(names.unavailable).click({ force: true });
    await expect(blocked).not.toBeChecked();
    await confirm(page).click({ force: true });
    await expect(page).toHaveURL(/\/pix$/);

    await page.getByText('Conta Poupança').click();
    await expect(page.getByRole('radio', { name: names.savings })).toBeChecked();
    await expect(confirm(page)).toBeEnabled();

    const sent = recordRequests(page, isPaymentAuthorise);
    const sentAfter = Date.now() - 1000;
    await confirm(page).click();
    await authoriseWithSms(page, customer, sentAfter);
    await expectBackAtInitiator(page, 'AUTHORISED');
    expect(sent).toHaveLength(1);
    const body = sent[0]!.postDataJSON() as { consentimento: { debtorAccount: unknown } };
    expect(body.consentimento.debtorAccount).toEqual({ ispb: '01234567', ...SAVINGS_REF[customer] });
  });

  test('by keyboard on the scheduled Pix: Tab into the group, arrows to choose, Enter on Confirmar', async ({ page }) => {
    await page.clock.install();
    const customer = customerOf();
    const names = ACCOUNTS[customer];
    const consentId = await startJourney(page, 'pix-agendado-escolha-conta', customer);
    await expect(page).toHaveURL(/\/pix\/agendamento$/);
    await expect(choice(page)).toBeVisible();

    const checking = page.getByRole('radio', { name: names.checking });
    for (let i = 0; i < 30 && !(await checking.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(checking).toBeFocused();
    await page.keyboard.press('Space');
    await expect(checking).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: names.savings })).toBeChecked();
    // The unavailable account is skipped: the arrows wrap to the first that can pay.
    await page.keyboard.press('ArrowDown');
    await expect(checking).toBeChecked();

    await confirm(page).focus();
    const sentAfter = Date.now() - 1000;
    await page.keyboard.press('Enter');
    await authoriseWithSms(page, customer, sentAfter);
    await expectBackAtInitiator(page, 'AUTHORISED');
    expect((await consentRecord(page.request, consentId)).status).toBe('AUTHORISED');
  });

  test('a single account that can pay is chosen already; Confirmar usable at once', async ({ page }) => {
    const customer = customerOf();
    await startJourney(page, 'pix-escolha-conta-unica', customer);
    await expect(page).toHaveURL(/\/pix$/);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: ACCOUNTS[customer].checking })).toBeChecked();
    await expect(confirm(page)).toBeEnabled();
  });

  test("a fixed account shows as today: the 'Pagar com' line, nothing to choose", async ({ page }) => {
    const customer = customerOf();
    await startJourney(page, 'pix-conta-definida', customer);
    await expect(page).toHaveURL(/\/pix$/);
    await expect(page.getByText('Pagar com')).toBeVisible();
    await expect(page.getByText(SAVINGS_LINE[customer])).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(confirm(page)).toBeEnabled();
  });

  test('a failed accounts lookup goes to /responses', async ({ page }) => {
    const customer = customerOf();
    const consentId = await startJourney(page, 'erro-contas', customer);
    await expectResult(page, /\/responses$/, 'Algo deu errado');
    expect((await consentRecord(page.request, consentId)).calls.map((c) => c.name)).toEqual(['load', 'accounts']);
  });

  test('WCAG 2.2 AA: the choice with nothing chosen, and chosen, at 360 and 1280 px', async ({ page }) => {
    const customer = customerOf();
    await startJourney(page, 'pix-escolha-conta', customer);
    await expect(choice(page)).toBeVisible();
    await auditScreen(page, 'pix-escolha-conta');
    await page.getByText('Conta Poupança').click();
    await auditScreen(page, 'pix-escolha-conta-escolhida');
  });

  test('fits 320 px: no sideways scroll, every account readable', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const customer = customerOf();
    await startJourney(page, 'pix-escolha-conta', customer);
    await expect(choice(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const rightEdges = await page.locator('.accounts__option').evaluateAll((options) => options.map((o) => o.getBoundingClientRect().right));
    expect(rightEdges).toHaveLength(3);
    for (const right of rightEdges) expect(right).toBeLessThanOrEqual(320);
  });
});
