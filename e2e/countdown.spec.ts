import { expect, test } from './support/test';
import { smsCustomer, startJourney } from './support/bank';
import { CUSTOMER_LOCK, pixToSecurity } from './support/journey';

/**
 * Issue 16, point 3 (docs/decisions/021): the time left is always shown, as a live countdown, on the
 * confirmation screens, on /segredo and on the QR view; screen readers hear it at a few thresholds.
 * Playwright's clock moves the page's time; the bank's own clock is not moved.
 */

const EXPIRED = 'O prazo para confirmar terminou. Inicie uma nova solicitação na instituição iniciadora.';

test('Pix: the 5-minute window counts down on the screen and on /segredo, and reaches its expired state', async ({ page }) => {
  await page.clock.install();
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  await expect(page.getByText('Você possui até 5 minutos para confirmá-la.')).toBeVisible();
  const timer = page.getByRole('main').getByRole('timer');
  // The consent was created a moment ago: between 4:30 and 5:00 left.
  await expect(timer).toHaveText(/^(4:[3-5]\d|5:00)$/);
  const live = page.getByRole('main').locator('[aria-live="polite"]').first();
  await page.clock.fastForward(3 * 60_000);
  await expect(timer).toHaveText(/^(1:[3-5]\d|2:00)$/);
  await expect(live).toHaveText(/^Restam (1:[3-5]\d|2:00) para confirmar\.$/);

  await page.getByRole('button', { name: 'Confirmar transação' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await expect(page.getByRole('main').getByRole('timer').first()).toHaveText(/^(1:[2-5]\d|2:00)$/);
  await page.clock.fastForward(2 * 60_000);
  await expect(page.getByRole('main').getByText(EXPIRED).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('timer')).toHaveCount(0);
});

test("QR view: one line, SPEC's sentence, counts down from 1:30, is announced at 0:30, and expires", { lock: CUSTOMER_LOCK.ana }, async ({ page }) => {
  await page.clock.install();
  await startJourney(page, 'pix-imediato-qrcode', 'ana');
  await pixToSecurity(page);
  const qrClock = page.locator('.qr__code').getByRole('timer');
  await expect(qrClock).toHaveText(/^O QR Code expira em 1:[23]\d\.$/);
  // One line says the code's time (issue 42, point 8): no second countdown beside SPEC's sentence.
  await expect(page.getByRole('main').getByText(/O QR Code expira em|Tempo restante do QR Code/)).toHaveCount(1);
  await page.clock.fastForward(60_000);
  await expect(qrClock).toHaveText(/^O QR Code expira em 0:[23]\d\.$/);
  await expect(page.locator('.qr__code [aria-live="polite"]')).toHaveText(/^O QR Code expira em 0:[23]\d\.$/);
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('main').locator('.qr__problem')).toHaveText('Tempo expirado para validar a transação');
  await expect(qrClock).toHaveCount(0);
});
