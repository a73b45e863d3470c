import { expect, test } from './support/test';
import { smsCustomer, startJourney } from './support/bank';
import { smsCodeByKeyboardToInitiator, startAndLogInByKeyboard, tabTo } from './support/journey';

test('an immediate Pix completes by keyboard alone, from the initiator back to it', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  await page.goto('/iniciadora');

  // The first scenario is the immediate Pix.
  await startAndLogInByKeyboard(page, customer);

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeFocused();
  const sentAfter = Date.now() - 1000;
  await tabTo(page, 'Confirmar transação');
  await page.keyboard.press('Enter');

  await smsCodeByKeyboardToInitiator(page, customer, sentAfter);
});

test('the cancel modal is operable by keyboard and gives focus back', async ({ page }) => {
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeFocused();
  await tabTo(page, 'Cancelar transação');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus is inside the modal, and Escape closes it back to the button that opened it.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancelar transação' })).toBeFocused();
});

for (const [scenario, opener, destructive] of [
  ['pix-imediato', 'Cancelar transação', 'Sim, cancelar'],
  ['compartilhamento', 'Recusar compartilhamento', 'Sim, recusar'],
] as const) {
  test(`'${opener}' dialog protects the customer: 'Voltar' is the highlighted first button and has the focus`, async ({ page }) => {
    await startJourney(page, scenario, smsCustomer());
    await page.getByRole('main').getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.modal-actions').getByRole('button')).toHaveText(['Voltar', destructive]);
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
    // Destructive look (the theme's dark red, decision 080), never the green primary.
    const look = dialog.getByRole('button', { name: destructive });
    await expect(look).toHaveClass(/\bbtn--danger\b/);
    await expect(look).not.toHaveClass(/\bbtn--primary\b/);
    await expect(look).toHaveCSS('color', 'rgb(168, 7, 26)');
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toHaveClass(/\bbtn--primary\b/);
    // Enter on the focused button keeps the consent open.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: opener, exact: true })).toBeVisible();
  });
}
