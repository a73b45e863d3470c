import { expect, test } from './support/test';
import { CUSTOMERS, smsCustomer, startJourney } from './support/bank';
import { confirmButton, expectBackAtInitiator, fillSmsCode, pixToSecurity } from './support/journey';

/**
 * Issue 15, point 4 (docs/decisions/023): a journey's field data reaches the simulated bank by
 * beacon, holds its steps and outcome, and nothing that identifies the customer or the consent.
 */

type FieldEvent = { type: string; journey: string; route?: string; outcome?: string; kind?: string | null; call?: string; status?: number | null; name?: string };

test('a Pix journey: its steps, the bank statuses and the outcome reach the bank, with no personal data; /banco/metricas shows it', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  const sentAfter = await pixToSecurity(page);
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
      const journeys = new Set(events.filter((e) => e.type === 'outcome' && e.outcome === 'authorised').map((e) => e.journey));
      const candidates = [...journeys].map((j) => events.filter((e) => e.journey === j));
      ours = candidates.find((list) => ['/carregando', '/pix', '/segredo', '/redirect'].every((r) => list.some((e) => e.type === 'step' && e.route === r))) ?? [];
      return ours.length;
    })
    .toBeGreaterThan(0);

  const steps = ours.filter((e) => e.type === 'step').map((e) => e.route);
  expect(steps).toEqual(expect.arrayContaining(['/carregando', '/pix', '/segredo', '/redirect']));
  expect(ours.find((e) => e.type === 'outcome')).toMatchObject({ outcome: 'authorised', kind: 'PAGAMENTO' });
  expect(ours.filter((e) => e.type === 'answer').map((e) => [e.call, e.status])).toEqual(expect.arrayContaining([['load', 200], ['authorise', 200]]));

  // Nothing personal in anything the bank received, this journey's or any other running beside it.
  const cpf = CUSTOMERS[customer].cpf;
  for (const secret of [cpf, cpf.replace(/\D/g, ''), CUSTOMERS[customer].name, '150.75', '150,75', consentId, encodeURIComponent(consentId)]) {
    expect(raw).not.toContain(secret);
  }

  await page.goto('/banco/metricas');
  await expect(page.getByRole('heading', { level: 1, name: 'Métricas de campo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Funil: Pagamento Pix' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Resultados' })).toContainText(/Autorizado/);
});
