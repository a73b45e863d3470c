import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { smsCustomer, startJourney } from './support/bank';

test.describe('accessibility of the Pix journey screens (WCAG 2.2 AA)', () => {
  test('confirmation, cancel and info modals, security, redirect', async ({ page }) => {
    await page.clock.install();
    const customer = smsCustomer();
    await startJourney(page, 'pix-imediato', customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeFocused();
    await auditScreen(page, 'pix');

    await page.getByRole('button', { name: 'Você está em uma transação segura. Clique aqui para saber mais.' }).click();
    const info = page.getByRole('dialog');
    await expect(info.getByText('Transação segura')).toBeVisible();
    await auditScreen(page, 'modal-info');
    await info.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(info).toBeHidden();

    await page.getByRole('button', { name: 'Cancelar transação' }).click();
    await expect(page.getByRole('dialog').getByText(/Tem certeza/)).toBeVisible();
    await auditScreen(page, 'modal-cancel');
    await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
    // Focus returns to the button that opened the modal.
    await expect(page.getByRole('button', { name: 'Cancelar transação' })).toBeFocused();

    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expect(page.getByRole('group', { name: 'Código recebido por SMS' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Para sua segurança' })).toBeFocused();
    await auditScreen(page, 'segredo-sms');
  });

  test('result pages', async ({ page }) => {
    for (const path of ['/responses', '/responses/expirado', '/responses/processando', '/responses/cancelado', '/responses/redirect', '/qualquer-coisa']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await auditScreen(page, `result${path.replace(/\//g, '-')}`);
    }
  });
});
