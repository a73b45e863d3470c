import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CUSTOMERS, smsCustomer, startJourney } from './support/bank';
import { NOTIFICATIONS_OVER_CONTENT, VALUES_BROKEN_MID_TOKEN } from './harness/layoutRules';

/**
 * Issue 34, point 5 (one voice, finished), as a customer sees it on a phone: notifications cover
 * nothing, every person's document is masked alike, data sharing names the other institution one way,
 * short values never break inside, and the sweeping link's limits say their period. The two layout
 * rules are the page scripts the WebKit and Firefox journeys run on every screen they visit.
 */

const PHONE = { width: 375, height: 740 };
const NARROW = { width: 320, height: 740 };
test.use({ viewport: PHONE });

const main = (page: Page) => page.getByRole('main');
const notificationsOverContent = (page: Page) => page.evaluate<string[]>(NOTIFICATIONS_OVER_CONTENT);
const valuesBrokenMidToken = (page: Page) => page.evaluate<string[]>(VALUES_BROKEN_MID_TOKEN);

/** SPEC §5's masking, written out: the first three and the last two digits hidden. */
const maskedCpf = (cpf: string) => `***${cpf.slice(3, -2)}**`;

/** The value beside a label in the Fields section with this title. */
const fieldValue = (page: Page, section: string, label: string): Locator =>
  main(page).getByRole('region', { name: section }).locator('.fields__row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('the SMS toast covers no heading and no control, at 375 and 320 px, and is still announced', async ({ page }) => {
  await page.clock.install();
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  await main(page).getByRole('button', { name: 'Confirmar transação' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  const toast = page.getByRole('status').getByText('Enviamos um código por SMS.', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Para sua segurança' })).toBeVisible();
  expect(await notificationsOverContent(page)).toEqual([]);
  await page.setViewportSize(NARROW);
  await expect(toast).toBeVisible();
  expect(await notificationsOverContent(page)).toEqual([]);
  // The toast is above the heading, and nothing it leaves behind moves the boxes when it closes.
  const heading = page.getByRole('heading', { level: 1, name: 'Para sua segurança' });
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await heading.boundingBox())!.y);
  const firstBox = page.getByLabel('Dígito 1 de 6');
  const before = (await firstBox.boundingBox())!.y;
  await page.clock.fastForward(3000);
  await expect(toast).toBeHidden();
  expect((await firstBox.boundingBox())!.y).toBe(before);
});

test("the customer's own CPF is masked the same way on data sharing and on sweeping", async ({ page }) => {
  const customer = smsCustomer();
  const cpf = CUSTOMERS[customer].cpf;
  await startJourney(page, 'compartilhamento', customer);
  await expect(page).toHaveURL(/\/compartilhamento$/);
  await expect(fieldValue(page, 'Identificação', 'CPF')).toHaveText(maskedCpf(cpf));
  await expect(main(page)).not.toContainText(cpf);
  await expect(main(page)).not.toContainText(cpf.replace(/\D/g, ''));

  await page.context().clearCookies();
  await page.goto('/config.json');
  await page.evaluate(() => sessionStorage.clear());
  await startJourney(page, 'sweeping', customer);
  await expect(page).toHaveURL(/\/pix\/sweeping$/);
  await expect(fieldValue(page, 'Titular', 'CPF')).toHaveText(maskedCpf(cpf));
  await expect(main(page)).not.toContainText(cpf);
});

test("data sharing names the receiving institution one way: screen, refusal dialog and redirect, never 'iniciadora'", async ({ page }) => {
  await page.clock.install();
  await startJourney(page, 'compartilhamento', smsCustomer());
  await expect(page).toHaveURL(/\/compartilhamento$/);
  await expect(main(page).getByRole('heading', { name: 'Instituição de destino' })).toBeVisible();
  await expect(main(page)).toContainText('Após a confirmação, você será redirecionado de volta para a instituição de destino.');
  await expect(main(page)).not.toContainText(/iniciadora/i);

  await main(page).getByRole('button', { name: 'Recusar compartilhamento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('voltará para a instituição de destino');
  await expect(dialog).not.toContainText(/iniciadora/i);
  await dialog.getByRole('button', { name: 'Sim, recusar' }).click();

  await expect(page).toHaveURL(/\/redirect$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Redirecionando' })).toBeVisible();
  await expect(main(page)).toContainText('Estamos redirecionando você de volta para a instituição de destino.');
  await expect(main(page).getByRole('img', { name: 'Logo da instituição de destino' })).toBeVisible();
  await expect(main(page)).not.toContainText(/iniciadora/i);
  expect(await main(page).getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))).not.toContainEqual(
    expect.stringMatching(/iniciadora/i),
  );
});

for (const viewport of [PHONE, NARROW]) {
  test(`no number, date or short phrase breaks inside at ${viewport.width} px; nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [scenario, path] of [
      ['pix-imediato', /\/pix$/],
      ['pix-agendado', /\/pix\/agendamento$/],
      ['recorrente', /\/pix\/recorrente$/],
      ['sweeping', /\/pix\/sweeping$/],
      ['automatico', /\/pix\/automatico$/],
      ['compartilhamento', /\/compartilhamento$/],
    ] as const) {
      await startJourney(page, scenario, smsCustomer());
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await valuesBrokenMidToken(page), scenario).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), scenario).toBeLessThanOrEqual(0);
      await page.context().clearCookies();
      await page.goto('/config.json');
      await page.evaluate(() => sessionStorage.clear());
    }
  });
}

test('the sweeping link says the period of each limit and shows the destination account, not only a bank name', async ({ page }) => {
  await startJourney(page, 'sweeping', smsCustomer());
  await expect(page).toHaveURL(/\/pix\/sweeping$/);
  const link = 'Dados do vínculo';
  const end = (await fieldValue(page, link, 'Encerra em').textContent())!.trim();
  expect(end).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(fieldValue(page, link, 'Limite total do vínculo')).toHaveText(`R$ 10.000,00 somando todas as transferências até ${end}`);
  await expect(fieldValue(page, link, 'Limite por transação')).toHaveText('R$ 2.000,00');

  const destination = 'Conta de destino';
  await expect(fieldValue(page, destination, 'Instituição')).toHaveText('Banco Destino Digital S.A.');
  await expect(fieldValue(page, destination, 'Conta corrente')).toHaveText('765432-1');
  await expect(fieldValue(page, destination, 'Agência')).toHaveText('0001');
});
