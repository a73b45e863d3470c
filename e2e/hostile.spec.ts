import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { consentRecord, smsCustomer, startJourney } from './support/bank';
import {
  confirmWithSms,
  expectNoInjection,
  expectScreen,
  isHostileImageSource,
  recordImageSources,
  watchDialogs,
  watchMainFrame,
} from './support/guards';
import { pixToSecurity } from './support/journey';
import { HOSTILE_PAYLOADS, HOSTILE_URLS, hostileText } from '../mocks/fixtures';

/**
 * Issue "Hardened": texts and URLs that come from the bank are data, never markup or navigation.
 * The `conteudo-hostil*` scenarios put every payload of HOSTILE_PAYLOADS, after a tag naming the
 * field, in each text field a screen shows (docs/simulated-bank.md).
 */

const INSTITUTION_FALLBACK = '[data-testid="institution-logo-fallback"]';
const INITIATOR_FALLBACK_SRC = /\/assets\/initiator-fallback\.[0-9a-f]+\.svg$/;

/** Each payload appears literally, as text, somewhere on the screen. */
async function expectPayloadsAsText(page: Page) {
  for (const payload of HOSTILE_PAYLOADS) await expect(page.getByText(payload).first()).toBeVisible();
}

async function expectFields(page: Page, tags: readonly string[]) {
  for (const tag of tags) {
    await expect(page.getByText(hostileText(tag)).first(), `field '${tag}' shown as text`).toBeVisible();
  }
}

interface ScreenCase {
  scenario: string;
  path: string;
  heading: string;
  /** The tags of hostileText in every shown text field of the screen (mocks/fixtures.ts). */
  tags: readonly string[];
}

const SCREENS: ScreenCase[] = [
  { scenario: 'conteudo-hostil', path: '/pix', heading: 'Confirmação', tags: ['recebedor', 'iniciadora'] },
  {
    scenario: 'conteudo-hostil-agendado',
    path: '/pix/agendamento',
    heading: 'Confirmação',
    tags: ['recebedor', 'chave-pix', 'informacoes', 'iniciadora'],
  },
  {
    scenario: 'conteudo-hostil-recorrente',
    path: '/pix/recorrente',
    heading: 'Confirmação',
    tags: ['recebedor', 'instituicao', 'chave-pix', 'frequencia', 'recorrencia', 'pagar-com', 'forma-pagamento'],
  },
  {
    scenario: 'conteudo-hostil-sweeping',
    path: '/pix/sweeping',
    heading: 'Confirmação',
    tags: ['instituicao', 'titular', 'conta-origem', 'agencia', 'forma-pagamento', 'vinculo', 'gatilho-1', 'gatilho-2', 'id-vinculo'],
  },
  {
    scenario: 'conteudo-hostil-automatico',
    path: '/pix/automatico',
    heading: 'Confirmação',
    tags: ['recebedor', 'iniciado-por', 'frequencia', 'descricao', 'forma-pagamento', 'cobranca', 'pagamento-imediato'],
  },
  {
    scenario: 'conteudo-hostil-compartilhamento',
    path: '/compartilhamento',
    heading: 'Confirmação',
    tags: ['titular', 'instituicao', 'prazo', 'grupo', 'texto-credito', 'produto', 'modalidade-1', 'modalidade-2'],
  },
];

test.describe('hostile texts in every field of each consent screen', () => {
  for (const screen of SCREENS) {
    test(`${screen.scenario} (${screen.path})`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      const imageSources = await recordImageSources(page);
      await startJourney(page, screen.scenario, smsCustomer());
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expectScreen(page, screen.heading);
      await expectFields(page, screen.tags);
      await expectPayloadsAsText(page);
      await expectNoInjection(page);
      expect((await imageSources()).filter(isHostileImageSource)).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }

  test('the data-group info modal shows description, items and additional information as text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    const imageSources = await recordImageSources(page);
    await startJourney(page, 'conteudo-hostil-compartilhamento', smsCustomer());
    await expect(page).toHaveURL(/\/compartilhamento$/);
    // The institution icon is 'javascript:…': never an image source, the neutral symbol instead.
    await expect(page.locator(INSTITUTION_FALLBACK)).toBeVisible();
    await expect(page.locator('.institution img')).toHaveCount(0);
    expect((await imageSources()).filter(isHostileImageSource)).toEqual([]);

    await page.getByRole('button', { name: `Visualizar ${hostileText('grupo')}` }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    for (const tag of ['grupo-descricao', 'item-1', 'item-2', 'adicionais-titulo', 'adicional-1']) {
      await expect(modal.getByText(hostileText(tag)).first(), `modal field '${tag}'`).toBeVisible();
    }
    await expectNoInjection(page);
    expect(dialogs).toEqual([]);
  });

  test("an institution icon 'data:text/html,…' is not used as an image source", async ({ page }) => {
    const imageSources = await recordImageSources(page);
    await startJourney(page, 'conteudo-hostil-icone-data', smsCustomer());
    await expect(page).toHaveURL(/\/compartilhamento$/);
    await expect(page.locator(INSTITUTION_FALLBACK)).toBeVisible();
    // The portal's own header logos are inlined SVG; no image of the screen itself is a data: URL.
    await expect(page.getByRole('main').locator('img[src^="data:"]')).toHaveCount(0);
    const sources = await imageSources();
    expect(sources.length, 'the recorder saw the page images').toBeGreaterThan(0);
    expect(sources.filter(isHostileImageSource)).toEqual([]);
    await expectNoInjection(page);
  });
});

test.describe('hostile server messages', () => {
  test('a load error 422 message is shown as text on the alert page', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await startJourney(page, 'conteudo-hostil-erro-carga', smsCustomer());
    await expect(page).toHaveURL(/\/responses\/alerta$/);
    await expectScreen(page, 'Não é possível continuar');
    await expect(page.getByText(hostileText('erro-carga'), { exact: true })).toBeVisible();
    await expectPayloadsAsText(page);
    await expectNoInjection(page);
    expect(dialogs).toEqual([]);
  });

  test('an authorise 422 message is shown as text under the security form', async ({ page }) => {
    const dialogs = watchDialogs(page);
    const customer = smsCustomer();
    const consentId = await startJourney(page, 'conteudo-hostil-erro-autorizar', customer);
    await confirmWithSms(page, customer, await pixToSecurity(page));
    // The bank's message, as text, in the alert (our next step follows it in its own paragraph).
    await expect(page.getByRole('alert').filter({ hasText: 'erro-autorizar' }).locator('.form-error')).toHaveText(hostileText('erro-autorizar'));
    await expectPayloadsAsText(page);
    await expectNoInjection(page);
    expect(dialogs).toEqual([]);
    expect((await consentRecord(page.request, consentId)).decisions).toBe(0);
  });

  test('an overdraft (300) message is shown as text in the modal', async ({ page }) => {
    const dialogs = watchDialogs(page);
    const customer = smsCustomer();
    await startJourney(page, 'conteudo-hostil-cheque-especial', customer);
    await confirmWithSms(page, customer, await pixToSecurity(page));
    const modal = page.getByRole('dialog');
    await expect(modal.getByText(hostileText('cheque-especial'), { exact: true })).toBeVisible();
    await expectNoInjection(page);
    expect(dialogs).toEqual([]);
  });
});

test.describe('hostile initiator logo on the redirect screen', () => {
  for (const [name, logo] of Object.entries(HOSTILE_URLS)) {
    test(`a ${name} logo URL is replaced by the fallback image`, async ({ page }) => {
      await page.clock.install();
      const dialogs = watchDialogs(page);
      const imageSources = await recordImageSources(page);
      const customer = smsCustomer();
      // The bank's decision answer carries the initiator's logo: a hostile bank sends a hostile one.
      await page.route('**/api/canais/v1/consentimento/*/status/AUTORIZADO', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, urlLogoIniciadora: logo } });
      });
      await startJourney(page, 'conteudo-hostil', customer);
      await confirmWithSms(page, customer, await pixToSecurity(page));

      await expect(page).toHaveURL(/\/redirect$/);
      await expectScreen(page, 'Redirecionando');
      const initiatorLogo = page.getByAltText('Logo da instituição iniciadora');
      await expect(initiatorLogo).toHaveAttribute('src', INITIATOR_FALLBACK_SRC);
      await expect(page.locator(`img[src="${logo}"]`)).toHaveCount(0);
      // Never set, not even for the moment before an error fallback.
      expect(await imageSources()).toContainEqual(expect.stringMatching(INITIATOR_FALLBACK_SRC));
      expect((await imageSources()).filter(isHostileImageSource)).toEqual([]);
      await expectNoInjection(page);

      await page.clock.fastForward(5000);
      await expect(page).toHaveURL(/\/iniciadora\/retorno/);
      await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('redirect guard, end to end', () => {
  const CASES = [
    ['redirecionamento-inseguro', 'javascript:alert(1)'],
    ['redirecionamento-relativo-protocolo', '//evil.example/retorno'],
    ['redirecionamento-com-credenciais', 'https://bank@evil.example/retorno'],
    ['redirecionamento-http', 'http://evil.example/retorno'],
  ] as const;

  for (const [scenario, target] of CASES) {
    test(`${scenario}: '${target}' ends on the redirect error page`, async ({ page }) => {
      await page.clock.install();
      const dialogs = watchDialogs(page);
      const urls = watchMainFrame(page);
      const evilRequests: string[] = [];
      await page.route(/evil\.example/, async (route) => {
        evilRequests.push(route.request().url());
        await route.abort();
      });
      const customer = smsCustomer();
      const consentId = await startJourney(page, scenario, customer);
      await confirmWithSms(page, customer, await pixToSecurity(page));

      await expect(page).toHaveURL(/\/redirect$/);
      await expectScreen(page, 'Redirecionando');
      await page.clock.fastForward(5000);

      await expect(page).toHaveURL(/\/responses\/redirect$/);
      await expectScreen(page, 'Não foi possível redirecionar');
      await expect(page.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toBeVisible();
      // Give a wrongly accepted redirect the time to happen before the final checks.
      await page.clock.fastForward(5000);
      await expect(page).toHaveURL(/\/responses\/redirect$/);

      expect(dialogs).toEqual([]);
      expect(evilRequests).toEqual([]);
      expect(urls.filter((u) => /^javascript:/i.test(u) || u.includes('evil.example'))).toEqual([]);
      expect(await page.evaluate(() => window.location.protocol)).toBe('http:');
      const record = await consentRecord(page.request, consentId);
      expect(record.status).toBe('AUTHORISED');
      expect(record.decisions).toBe(1);
    });
  }
});
