import { expect, test } from './support/test';
import { CUSTOMERS, smsCustomer, startJourney } from './support/bank';
import { confirmButton, expectBackAtInitiator, fillSmsCode } from './support/journey';

/**
 * Issue 15, point 4 (docs/decisions/023): a journey's field data reaches the simulated bank by
 * beacon, holds its steps and outcome, and nothing that identifies the customer or the consent.
 */

type FieldEvent = { type: string; journey: string; route?: string; outcome?: string; kind?: string | null; call?: string; status?: number | null; name?: string };

test('a recurring Pix journey: its steps, the bank statuses and the outcome reach the bank, with no personal data; /banco/metricas shows it', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  // A recurring Pix: no other test authorises one, so this journey is the one found below.
  const consentId = await startJourney(page, 'recorrente', customer);
  await expect(page).toHaveURL(/\/pix\/recorrente$/);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Confirmar transação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await fillSmsCode(page, customer, sentAfter);
  await confirmButton(page).click();
  await expectBackAtInitiator(page, 'AUTHORISED');

  // The beacon left when the page did (pagehide): find this journey among everything received.
  let ours: FieldEvent[] = [];
  let raw = '';
  await expect
    .poll(async () => {
      const response = await page.request.get('/banco/api/metricas');
      raw = await response.text();
      const events = (JSON.parse(raw) as { events: FieldEvent[] }).events;
      const journeys = new Set(events.filter((e) => e.type === 'outcome' && e.outcome === 'authorised' && e.kind === 'RECORRENTE').map((e) => e.journey));
      ours = [...journeys].map((j) => events.filter((e) => e.journey === j)).find((list) => list.some((e) => e.type === 'step' && e.route === '/pix/recorrente')) ?? [];
      return ours.length;
    })
    .toBeGreaterThan(0);

  const steps = ours.filter((e) => e.type === 'step').map((e) => e.route);
  expect(steps).toEqual(expect.arrayContaining(['/carregando', '/pix/recorrente', '/segredo', '/redirect']));
  expect(ours.filter((e) => e.type === 'answer').map((e) => [e.call, e.status])).toEqual([
    ['load', 200],
    ['authorise', 200],
  ]);

  // Nothing personal in anything the bank received, this journey's or any other running beside it.
  const cpf = CUSTOMERS[customer].cpf;
  for (const secret of [cpf, cpf.replace(/\D/g, ''), CUSTOMERS[customer].name, '89.90', '89,90', consentId, encodeURIComponent(consentId)]) {
    expect(raw).not.toContain(secret);
  }

  await page.goto('/banco/metricas');
  await expect(page.getByRole('heading', { level: 1, name: 'Métricas de campo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Funil: Pix recorrente' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Resultados' })).toContainText(/Autorizado/);
});

test('the Web Vitals library does not arrive (the connection dropped): every button still works and the journey ends at the initiator', async ({ page }) => {
  await page.clock.install();
  await page.route(/\/web-vitals\.[\w.]+\.js$/, (route) => route.abort('internetdisconnected'));
  const dropped = page.waitForEvent('requestfailed', (request) => /\/web-vitals\./.test(request.url()));
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  await page.clock.runFor(3000);
  await dropped;

  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectBackAtInitiator(page, 'REJECTED');
});
