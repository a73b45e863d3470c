import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { logIn } from './support/bank';
import { auditScreen } from './support/audit';
import { authorisationPagePath as itemPath, seededAuthorisation } from './harness/authorisations';

/**
 * Issue 44 points 1 and 2's page (INTERFACE §7; docs/decisions/076): the customer's authorisations
 * opened directly, with no intent: a fresh login that comes back to the same page, no pre-auth
 * record, no consent envelope; the list (active first, the kind, the dates, the status in words, a
 * filter), an item's page and its way back, an id that is not hers, and a failed load said in words.
 * Against the simulated bank's seeded authorisations (mocks/authorisations.ts) of Ana, whom no other
 * test of this file changes.
 */
const CUSTOMER = 'ana' as const;

// One after the other: a forced fault is Ana's, and a test beside another met it (a list failing
// once, read by the other test's page).
test.describe.configure({ mode: 'serial' });
const seedId = (slug: string) => seededAuthorisation(CUSTOMER, slug);

/** Every request of a consent journey's start: the pre-auth record and the consent's envelope. */
function journeyCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/preauth\b|\/canais\/v1\/consentimento\//.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await logIn(page, CUSTOMER);
  await page.waitForURL((url) => url.pathname === path);
}

test.afterEach(async ({ request }) => {
  await request.delete(`/banco/api/authorisations/faults?customer=${CUSTOMER}`);
});

test('opened directly: a fresh login comes back to /autorizacoes, which lists every authorisation, the active ones first, in words', async ({ page }) => {
  const calls = journeyCalls(page);
  await openSignedIn(page, '/autorizacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Ativas', 'Encerradas']);

  // The seeded sweeping link: its institution's card says the kind, its dates and its status.
  const active = page.getByRole('region', { name: 'Ativas' });
  const ended = page.getByRole('region', { name: 'Encerradas' });
  await expect(active.getByText('Vínculo entre contas').first()).toBeVisible();
  await expect(active.getByText('Ativa', { exact: true }).first()).toBeVisible();
  await expect(active.getByText('Indeterminado').first()).toBeVisible();
  await expect(ended.getByText('Revogada', { exact: true }).first()).toBeVisible();
  await expect(ended.getByText('Expirada', { exact: true }).first()).toBeVisible();
  await expect(active.getByText('Revogada', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Ver detalhes da autorização para / }).first()).toBeVisible();

  expect(calls.map((request) => request.url())).toEqual([]);
  // The login's state never entered the portal's URL.
  expect(new URL(page.url()).search).toBe('');
  await auditScreen(page, 'autorizacoes');
});

test('the filter narrows the list by kind and by status, and says how many are shown', async ({ page, request }) => {
  // What the bank keeps for Ana (its test API), to count against.
  const kept = (await (await request.get(`/banco/api/authorisations?customer=${CUSTOMER}`)).json()) as { tipo: string; status: string }[];
  const sharing = kept.filter((item) => item.tipo === 'DADOS');
  const revokedSharing = sharing.filter((item) => item.status === 'REVOGADO');
  expect(revokedSharing.length).toBeGreaterThan(0);
  await openSignedIn(page, '/autorizacoes');
  const count = page.getByText(/^Mostrando \d+ de \d+ autorizações\.$/);
  await expect(count).toHaveText(`Mostrando ${kept.length} de ${kept.length} autorizações.`);
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Dados compartilhados' });
  await expect(count).toHaveText(`Mostrando ${sharing.length} de ${kept.length} autorizações.`);
  await expect(page.getByRole('link', { name: /^Ver detalhes/ })).toHaveCount(sharing.length);
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Revogada' });
  await expect(count).toHaveText(`Mostrando ${revokedSharing.length} de ${kept.length} autorizações.`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Encerradas']);
  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  await expect(count).toHaveText(`Mostrando ${kept.length} de ${kept.length} autorizações.`);
});

test("an item opened directly: the login comes back to it; its header; the way to the list and Back between them", async ({ page }) => {
  const calls = journeyCalls(page);
  const path = itemPath(seedId('sweeping'));
  await openSignedIn(page, path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByText('Desde', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'O que você autorizou' })).toBeVisible();
  await expect(page.getByText('Vínculo entre contas')).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  const institution = (await heading.textContent()) ?? '';

  await page.getByRole('link', { name: 'Voltar para suas autorizações' }).click();
  await expect(page).toHaveURL(/\/autorizacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: institution })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();

  // From the list, the link named with the institution opens the item's page.
  await page.getByRole('link', { name: `Ver detalhes da autorização para ${institution}` }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: institution })).toBeVisible();
  expect(calls.map((request) => request.url())).toEqual([]);
});

test("another customer's authorisation is not found, with the way back to the list; never a result page", async ({ page }) => {
  await openSignedIn(page, itemPath(seededAuthorisation('maria', 'sweeping')));
  await expect(page.getByRole('heading', { level: 1, name: 'Autorização não encontrada' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toMatch(/^\/responses?/);
  await page.getByRole('link', { name: 'Voltar para suas autorizações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
});

test("a failed load is said in words with 'Tentar novamente', which reads the list again", async ({ page, request }) => {
  await openSignedIn(page, '/autorizacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
  // The next list call of Ana's fails once: the reloaded page meets it.
  await request.post('/banco/api/authorisations/faults', { data: { customer: CUSTOMER, call: 'list', status: 500, once: true } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível carregar suas autorizações.' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/autorizacoes');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
});
