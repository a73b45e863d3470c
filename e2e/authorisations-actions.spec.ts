import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logIn, playwrightHttp } from './support/bank';
import { auditScreen } from './support/audit';
import { authorisationRecord } from './harness/bankApi';
import { authorisationPagePath as itemPath, seededAuthorisation } from './harness/authorisations';

/**
 * Issue 44 points 3 and 4 (INTERFACE §7.2, §7.3; docs/decisions/078): revoking an authorisation
 * and changing the maximum amount of a Pix Automático at `/autorizacoes/{id}`, against the simulated
 * bank's seeded authorisations of João (mocks/authorisations.ts), one seed per test, so the tests
 * may run side by side and no other spec's customer is changed.
 */
const CUSTOMER = 'joao' as const;
const seedId = (slug: string) => seededAuthorisation(CUSTOMER, slug);

/** The PATCHes the page sends, by path. */
function patches(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.includes('/canais/v1/autorizacoes/')) sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

async function openItem(page: Page, slug: string): Promise<string> {
  const path = itemPath(seedId(slug));
  await page.goto(path);
  await logIn(page, CUSTOMER);
  await page.waitForURL((url) => url.pathname === path);
  // The item's own page (drawn once the list's line is in, so its heading names the institution):
  // until then the login's return holds the page's heading ('Concluindo seu login').
  const heading = page.locator('.authorisation-page').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('.authorisation-page[aria-busy="false"]')).toBeVisible();
  return (await heading.textContent()) ?? '';
}

// One after the other: the bank's forced faults are João's, and a test running beside another would
// lift (afterEach) or take (a revocation) the other's fault.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.delete(`/banco/api/authorisations/faults?customer=${CUSTOMER}`);
});

test("revoking a sweeping link: the dialog names the institution and what stops; 'Voltar' sends nothing; one PATCH however often 'Sim, revogar' is pressed; the bank keeps it", async ({ page, request }) => {
  const sent = patches(page);
  const institution = await openItem(page, 'sweeping');
  const revoke = page.getByRole('button', { name: `Revogar autorização de ${institution}` });
  await revoke.click();
  const dialog = page.getByRole('dialog', { name: `Revogar a autorização de ${institution}?` });
  await expect(dialog.getByText('Não serão feitas novas transferências entre as suas contas por este vínculo.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await auditScreen(page, 'autorizacao-revogar');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  expect(sent).toEqual([]);

  // The bank's answer held back a moment: the customer presses again and again meanwhile.
  await page.route('**/canais/v1/autorizacoes/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await revoke.click();
  const yes = dialog.getByRole('button', { name: 'Sim, revogar' });
  await yes.click();
  await yes.click({ force: true }).catch(() => undefined);
  await yes.click({ force: true }).catch(() => undefined);
  const said = page.getByRole('status').filter({ hasText: `A autorização de ${institution} foi revogada.` });
  await expect(said).toBeFocused();
  await expect(page.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
  expect(sent).toEqual([`/api/canais/v1/autorizacoes/${encodeURIComponent(seedId('sweeping'))}/status/REVOGADO`]);

  const record = await authorisationRecord(playwrightHttp(request), seedId('sweeping'));
  expect(record).toMatchObject({ status: 'REVOGADO', revocation: { customer: CUSTOMER, reason: 'REVOGADO_USUARIO' } });
  await page.unroute('**/canais/v1/autorizacoes/**');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: institution })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
});

test('changing the maximum amount: the money field and its rule, a confirmation with both amounts, the answer shown and kept', async ({ page, request }) => {
  const sent = patches(page);
  const institution = await openItem(page, 'automatico');
  await page.getByRole('button', { name: `Alterar valor máximo da autorização de ${institution}` }).click();
  const field = page.getByLabel('Novo valor máximo');
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe o novo valor máximo.')).toBeVisible();
  await field.pressSequentially('15000');
  await expect(field).toHaveValue('150,00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar o novo valor máximo' });
  await expect(dialog.getByText('O valor máximo de cada pagamento passará de R$ 500,00 para R$ 150,00.')).toBeVisible();
  await auditScreen(page, 'autorizacao-valor-maximo');
  await dialog.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'O valor máximo agora é R$ 150,00.' })).toBeFocused();
  expect(sent).toEqual([`/api/canais/v1/autorizacoes/${encodeURIComponent(seedId('automatico'))}`]);

  const record = await authorisationRecord(playwrightHttp(request), seedId('automatico'));
  expect(record.changes).toEqual([expect.objectContaining({ from: '500.00', to: '150.00' })]);
  await page.reload();
  await page.getByRole('button', { name: `Alterar valor máximo da autorização de ${institution}` }).click();
  await expect(page.getByText(/Valor máximo atual: R\$ 150,00\./)).toBeVisible();
});

test('revoked elsewhere meanwhile (409): the page says so and shows the item as it now is; never a result page', async ({ page, context }) => {
  const institution = await openItem(page, 'dados');
  // The same customer revokes it in another tab first.
  const other = await context.newPage();
  await other.goto(itemPath(seedId('dados')));
  // A tab of its own keeps its own session (sessionStorage): it logs in too.
  await logIn(other, CUSTOMER);
  await other.waitForURL((url) => url.pathname === itemPath(seedId('dados')));
  await other.getByRole('button', { name: `Revogar autorização de ${institution}` }).click();
  await other.getByRole('button', { name: 'Sim, revogar' }).click();
  await expect(other.getByRole('status').filter({ hasText: `A autorização de ${institution} foi revogada.` })).toBeVisible();

  await page.getByRole('button', { name: `Revogar autorização de ${institution}` }).click();
  await page.getByRole('button', { name: 'Sim, revogar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Esta autorização foi alterada em outro canal.' });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText('Esta autorização já foi revogada.');
  await expect(page.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(itemPath(seedId('dados')));
});

test("the bank refuses (423): its message in the dialog where the customer pressed, with 'Voltar'", async ({ page, request }) => {
  const institution = await openItem(page, 'recorrente');
  await request.post('/banco/api/authorisations/faults', { data: { customer: CUSTOMER, call: 'revoke', status: 423, once: true } });
  await page.getByRole('button', { name: `Revogar autorização de ${institution}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sim, revogar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Conta bloqueada para movimentação. Procure sua cooperativa.');
  await expect(dialog.getByRole('button', { name: 'Sim, revogar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: `Revogar autorização de ${institution}` })).toBeFocused();
});

test("no answer: says it failed and 'Tentar novamente' sends it again", async ({ page, request }) => {
  const institution = await openItem(page, 'vinculo');
  // Not `once`: a browser may send a request again by itself when a kept-alive connection closes
  // before any answer; the bank answers nothing until the test lifts the fault.
  await request.post('/banco/api/authorisations/faults', { data: { customer: CUSTOMER, call: 'revoke', noAnswer: true } });
  await page.getByRole('button', { name: `Revogar autorização de ${institution}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('O dispositivo deixará de fazer pagamentos sem redirecionamento.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, revogar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Não foi possível concluir a operação. Verifique sua conexão e tente novamente.');
  await request.delete(`/banco/api/authorisations/faults?customer=${CUSTOMER}`);
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A autorização de ${institution} foi revogada.` })).toBeFocused();
});

test('a scheduled Pix due today can no longer be revoked: no button', async ({ page }) => {
  await openItem(page, 'pix-agendado-hoje');
  await expect(page.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
});
