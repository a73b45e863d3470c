import { expect, test } from './support/test';
import { CUSTOMERS, smsCustomer, startJourney } from './support/bank';
import { CUSTOMER_LOCK, openAppSimulator, pixToSecurity } from './support/journey';

/**
 * Issue 16, point 7: the simulated bank's own pages are demoed on phones. At 360 px the app
 * simulator and the SMS outbox fit without sideways scrolling, and show amounts and documents as
 * Brazilians read them.
 */

test.use({ viewport: { width: 360, height: 740 } });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the app simulator: a pending QR transaction at 360 px, amount in reais, CPF masked, buttons reachable', { lock: CUSTOMER_LOCK.ana }, async ({ page, context }) => {
  await startJourney(page, 'pix-imediato-qrcode', 'ana');
  await pixToSecurity(page);
  await expect(page.getByRole('img', { name: 'QR Code para autorizar a transação no app' })).toBeVisible();
  const app = await openAppSimulator(context, 'ana');
  const row = app.getByRole('row').filter({ has: app.getByRole('button', { name: 'Aprovar' }) }).first();
  await expect(row).toContainText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
  await expect(row).not.toContainText(/\d+\.\d{2}(?!\d)/);
  const cpf = CUSTOMERS.ana.cpf.replace(/\D/g, '');
  await expect(row).toContainText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
  expect(await overflow(app)).toBeLessThanOrEqual(0);
  await expect(row.getByRole('button', { name: 'Aprovar' })).toBeInViewport();
});

test('the SMS outbox at 360 px', async ({ page, context }) => {
  await startJourney(page, 'pix-imediato', smsCustomer());
  await pixToSecurity(page);
  const outbox = await context.newPage();
  await outbox.goto('/banco/sms');
  await expect(outbox.getByRole('cell').filter({ hasText: /^\d{6}$/ }).first()).toBeVisible();
  expect(await overflow(outbox)).toBeLessThanOrEqual(0);
});
