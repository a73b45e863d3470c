import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { consentRecord, createConsent, logIn, smsCustomer, startJourney } from './support/bank';
import { confirmWithSms, expectScreen, watchMainFrame } from './support/guards';
import { sendingSms, pixToSecurity } from './support/journey';

/**
 * Issue "Hardened": a reload on any screen of a journey lands somewhere sensible, never on a blank
 * page, and never sends a decision twice.
 */

const LOADING_TEXT = 'Aguarde enquanto carregamos os dados de sua solicitação.';
/** The 422 scenario's server message (mocks/scenarios.ts). */
const CPF_MESSAGE = 'O CPF do usuário logado é diferente do CPF do titular do consentimento.';
/** Confirms the Pix again after an earlier visit of /segredo; returns the time before this visit's SMS. */
const confirmPixAgain = (page: Page) =>
  sendingSms(page, () => page.getByRole('button', { name: 'Confirmar transação' }).click());

const loadCalls = async (page: Parameters<typeof consentRecord>[0], id: string) =>
  (await consentRecord(page, id)).calls.filter((c) => c.name === 'load').length;

test('on /pix: the consent is loaded again and shown again', async ({ page }) => {
  const consentId = await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  expect(await loadCalls(page.request, consentId)).toBe(1);

  await page.reload();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  await expect(page.getByText('Carlos Eduardo Lima').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar transação' })).toBeEnabled();
  expect(await loadCalls(page.request, consentId)).toBe(2);
});

test('on /segredo: back to the confirmation with the consent, no decision sent', async ({ page }) => {
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  await expect(page).toHaveURL(/\/pix$/);
  await page.getByRole('button', { name: 'Confirmar transação' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await expectScreen(page, 'Para sua segurança');
  await expect(page.getByLabel('Dígito 1 de 6')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/(pix|segredo)$/);
  await expectScreen(page, /^(Confirmação|Para sua segurança)$/);
  await expect(page.getByText('Carlos Eduardo Lima').first().or(page.getByLabel('Dígito 1 de 6'))).toBeVisible();
  const record = await consentRecord(page.request, consentId);
  expect(record.decisions).toBe(0);
  expect(record.status).toBe('AWAITING_AUTHORISATION');
  expect(record.calls.filter((c) => ['authorise', 'reject', 'rejected'].includes(c.name))).toEqual([]);

  // The journey still completes from there.
  if (page.url().endsWith('/pix')) {
    const sentAfter = await confirmPixAgain(page);
    await confirmWithSms(page, customer, sentAfter);
  }
  await expect(page).toHaveURL(/\/redirect$/);
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
});

test("the browser's back button on /segredo: the confirmation again, nothing decided, the journey still completes", async ({ page }) => {
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  await expect(page).toHaveURL(/\/pix$/);
  await page.getByRole('button', { name: 'Confirmar transação' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  await expect(page.getByLabel('Dígito 1 de 6')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  await expect(page.getByText('Carlos Eduardo Lima').first()).toBeVisible();
  expect((await consentRecord(page.request, consentId)).decisions).toBe(0);

  // Forward without a new 'Confirmar' does not reach the security step (decision 065): the customer
  // stays on the confirmation, and only its button leads on.
  await page.goForward();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  const sentAfter = await confirmPixAgain(page);
  await confirmWithSms(page, customer, sentAfter);
  await expect(page).toHaveURL(/\/redirect$/);
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
});

test('on /carregando while the consent is loading: the load starts again and the screen follows', async ({ page }) => {
  const customer = smsCustomer();
  const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  // Hold the first load so the reload happens on /carregando.
  const held: Route[] = [];
  await page.route('**/api/canais/v1/consentimento/*', async (route) => {
    if (held.length === 0) {
      held.push(route);
      return;
    }
    await route.continue();
  });
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/carregando$/);
  await expectScreen(page, LOADING_TEXT);
  await expect.poll(() => held.length).toBe(1);

  await page.reload();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  await held[0]?.abort().catch(() => undefined);
  expect((await consentRecord(page.request, consentId)).decisions).toBe(0);
});

test('on /redirect after a decision: no second decision, ends at the redirect page or the initiator', async ({ page }) => {
  await page.clock.install();
  const customer = smsCustomer();
  const consentId = await startJourney(page, 'pix-imediato', customer);
  await confirmWithSms(page, customer, await pixToSecurity(page));
  await expect(page).toHaveURL(/\/redirect$/);
  await expectScreen(page, 'Redirecionando');

  await page.reload();
  await expect(page).toHaveURL(/\/redirect$/);
  await expectScreen(page, 'Redirecionando');
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/responses\/redirect$|\/iniciadora\/retorno/);
  if (page.url().includes('/responses/redirect')) await expectScreen(page, 'Não foi possível redirecionar');
  else await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();

  const record = await consentRecord(page.request, consentId);
  expect(record.status).toBe('AUTHORISED');
  expect(record.decisions).toBe(1);
  expect(record.calls.filter((c) => c.name === 'authorise')).toHaveLength(1);
});

test.describe('on a result page: it stays', () => {
  for (const [scenario, path, heading] of [
    ['erro-carga-420', '/responses/expirado', 'Tempo expirado'],
    ['erro-carga-422', '/responses/alerta', 'Não é possível continuar'],
  ] as const) {
    test(`${path} (${scenario})`, async ({ page }) => {
      await startJourney(page, scenario, smsCustomer());
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectScreen(page, heading);

      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectScreen(page, heading);
      await expect(page.getByRole('button').filter({ hasText: /Ir para o site|Acessar outra conta|Sair/ }).first()).toBeVisible();
    });
  }
});

test("a result page reloaded keeps the server's message, and its buttons work", async ({ page }) => {
  await page.route(/^https:\/\/www\.cooperativaexemplo\.com\.br\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Site do banco</title><h1>Site da cooperativa</h1>' }),
  );
  await startJourney(page, 'erro-carga-422', smsCustomer());
  await expectScreen(page, 'Não é possível continuar');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não é possível continuar');
  await expect(page.getByText(CPF_MESSAGE)).toBeVisible();
  const exit = page.getByRole('button', { name: 'Sair', exact: true });
  await expect(exit).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Acessar outra conta' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await exit.click();
  await expect(page).toHaveURL(/^https:\/\/www\.cooperativaexemplo\.com\.br\//);
});

test('on /callback with a stale code: an error page with a way out', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const urls = watchMainFrame(page);
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page).toHaveURL(/\/pix$/);
  const callback = urls.find((u) => u.startsWith(`${origin}/callback?`) && new URL(u).searchParams.has('code'));
  expect(callback, 'the login returned through /callback').toBeTruthy();

  // The same code again, as a reload of the callback page would send it: already used.
  await page.goto(callback as string);
  await expect(page).not.toHaveURL(/\/callback/);
  await expectScreen(page, 'Algo deu errado');
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  await expect(page.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toBeVisible();
});

test('on /callback with an invented code and state, in a fresh tab: an error page with a way out', async ({ page }) => {
  await page.goto('/callback?code=stale-code&state=stale-state');
  await expect(page).not.toHaveURL(/\/callback/);
  await expectScreen(page, 'Algo deu errado');
  await expect(page.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toBeVisible();
});

test('on / without an intent: a clear page, not a blank one', async ({ page }) => {
  await page.goto('/');
  await expectScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo deu errado');
  await expect(page.getByText(/Não encontramos a solicitação a ser autorizada/)).toBeVisible();
  await page.reload();
  await expectScreen(page);
});

test('on an unknown path: the responses screen', async ({ page }) => {
  await page.goto('/nao-existe/de-jeito-nenhum?x=1');
  await expectScreen(page, 'Algo deu errado');
  await expect(page.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toBeVisible();
  await page.reload();
  await expectScreen(page, 'Algo deu errado');
});

test.describe('the connection drops while the portal loads its code', () => {
  test('on a reload: a clear message and "Tentar novamente", which brings the screen back', async ({ page }) => {
    const consentId = await startJourney(page, 'pix-imediato', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    await page.route('**/assets/vendor-react.*.js', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar o portal', level: 1 })).toBeFocused();
    await expect(page.getByText('Verifique sua conexão com a internet e tente novamente.')).toBeVisible();
    await auditScreen(page, 'falha-de-carga-inicio');

    await page.unroute('**/assets/vendor-react.*.js');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectScreen(page, 'Confirmação');
    await expect(page.getByText('Carlos Eduardo Lima').first()).toBeVisible();
    expect((await consentRecord(page.request, consentId)).decisions).toBe(0);
  });

  test('between two steps: the next screen says so instead of going blank, nothing is decided', async ({ page }) => {
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'pix-imediato', customer);
    await expect(page).toHaveURL(/\/pix$/);
    await page.route('**/assets/security.*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Confirmar transação' }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar o portal', level: 1 })).toBeFocused();
    // The page keeps its header and footer: the customer is still on the bank's portal.
    await expect(page.getByRole('img', { name: 'Open Finance Brasil' })).toBeVisible();
    await auditScreen(page, 'falha-de-carga-entre-passos');
    expect((await consentRecord(page.request, consentId)).decisions).toBe(0);

    await page.unroute('**/assets/security.*.js');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/(pix|segredo)$/);
    await expectScreen(page, /^(Confirmação|Para sua segurança)$/);
  });
});
