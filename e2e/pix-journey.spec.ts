import { expect, test } from './support/test';
import { consentRecord, latestSmsCode, logIn, smsCustomer } from './support/bank';

test.describe('immediate Pix, from the initiator and back', () => {
  test('authorised with the SMS code from the outbox', async ({ page }) => {
    await page.clock.install();
    await page.goto('/iniciadora');
    await expect(page.getByRole('heading', { name: 'Iniciadora de testes' })).toBeVisible();
    const customer = smsCustomer();
    await page.getByLabel(/cen[aá]rio/i).selectOption('pix-imediato');
    await page.getByLabel('Cliente').selectOption(customer);
    await page.getByRole('button', { name: 'Iniciar' }).click();

    await logIn(page, customer);
    await expect(page).toHaveURL(/\/pix$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeVisible();
    await expect(page.getByText('Você possui até 5 minutos para confirmá-la.')).toBeVisible();
    await expect(page.getByText('Pix - Open Finance')).toBeVisible();

    const beforeSms = Date.now() - 1000;
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expect(page).toHaveURL(/\/segredo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Para sua segurança' })).toBeVisible();
    const code = await latestSmsCode(page.request, customer, beforeSms);
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();

    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.getByRole('heading', { name: 'Redirecionando' })).toBeVisible();
    await page.clock.fastForward(5000);

    await expect(page).toHaveURL(/\/iniciadora\/retorno/);
    await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();
    const record = await consentRecord(page.request, new URL(page.url()).searchParams.get('consentId') as string);
    expect(record.status).toBe('AUTHORISED');
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(1);
    // The journey ended: nothing of it stays in the portal's session storage.
    await page.goto('/config.json');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('cancelled from the confirmation screen returns to the initiator refused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/iniciadora');
    const customer = smsCustomer();
    await page.getByLabel(/cen[aá]rio/i).selectOption('pix-imediato');
    await page.getByLabel('Cliente').selectOption(customer);
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await logIn(page, customer);

    await page.getByRole('button', { name: 'Cancelar transação' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Tem certeza que deseja cancelar\?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();

    await expect(page).toHaveURL(/\/redirect$/);
    await page.clock.fastForward(5000);
    await expect(page).toHaveURL(/\/iniciadora\/retorno/);
    await expect(page.getByText('Status do consentimento: REJECTED')).toBeVisible();
    const record = await consentRecord(page.request, new URL(page.url()).searchParams.get('consentId') as string);
    expect(record.calls.filter((c) => c.name === 'reject')).toHaveLength(1);
    expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(0);
  });
});

test('an unknown consent ends on the generic error page', async ({ page }) => {
  await page.goto('/?intent_id=urn:cooperativa:nao-existe&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth');
  await logIn(page, 'maria');
  await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
  await expect(
    page.getByText('Infelizmente, ocorreu um erro na operação. Por favor, reinicie a transação na instituição iniciadora de pagamentos.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toBeVisible();
});

test.describe('runtime configuration', () => {
  for (const [name, body] of [
    ['missing keys', '{"productName":"Cooperativa Exemplo"}'],
    ['not JSON', '<html>oops</html>'],
  ] as const) {
    test(`an invalid /config.json (${name}) shows a clear error page`, async ({ page }) => {
      await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await page.goto('/?intent_id=x');
      await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeVisible();
      await expect(page.getByText(/configuração deste portal está ausente ou inválida/)).toBeVisible();
    });
  }

  test('a missing /config.json shows the same error page', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/pix');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível iniciar o portal' })).toBeVisible();
  });
});
