import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, latestSmsCode, type CustomerKey } from '../../e2e/engines/bank';
import { ChromiumBrowser } from '../../e2e/engines/chromium';
import { requireEngine } from '../../e2e/engines/engines';
import { FirefoxBrowser } from '../../e2e/engines/firefox';
import { EnginePage, type AnyEngine } from '../../e2e/engines/page';
import { confirmButton, expectScreen, pixToSecurity, startJourney, typeSmsCode } from '../../e2e/engines/steps';
import { WebKitServer } from '../../e2e/engines/webkit';
import { authorisationPagePath, pathPattern, seededAuthorisation } from '../../e2e/harness/authorisations';
import { logIn } from '../../e2e/harness/steps';
import { startBank } from '../engines/bankServer';

/**
 * `npm run screens`: every screen, modal and result page of the portal in Chromium, WebKit and
 * Firefox at 375 and 1280 px, into one static page for the bank's UX and legal reviewers
 * (screens/index.html, opens from disk: a row per screen, a column per engine and width). Each
 * screen is reached through the UI against the simulated bank, in a fresh session.
 */
const root = join(__dirname, '..', '..');
const OUT = join(root, 'screens');
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;
const CUSTOMER: CustomerKey = 'maria';
const dialog = { role: 'dialog' } as const;
const mainArea = { css: 'main' } as const;

interface Screen {
  id: string;
  title: string;
  reach: (page: EnginePage) => Promise<void>;
}

const open = (scenario: string, path: RegExp, heading: string | RegExp = /./, customer: CustomerKey = CUSTOMER) => async (page: EnginePage) => {
  await startJourney(page, scenario, customer);
  await expectScreen(page, path, heading);
};

const withDialog = (scenario: string, path: RegExp, button: string) => async (page: EnginePage) => {
  await open(scenario, path)(page);
  await page.click({ role: 'button', name: button, exact: true, within: mainArea });
  await page.waitForVisible(dialog);
};

const afterSmsConfirm = (scenario: string, then: (page: EnginePage) => Promise<void>) => async (page: EnginePage) => {
  await startJourney(page, scenario, CUSTOMER);
  const sentAfter = await pixToSecurity(page);
  await typeSmsCode(page, await latestSmsCode(CUSTOMER, sentAfter));
  await page.click(confirmButton);
  await then(page);
};

/**
 * The customer's authorisations (issue 44), over the simulated bank's seeds of the gallery's
 * customer: opened directly, the bank's login, then the page. The dialogs only ask: nothing is sent.
 */
const authorisations = (path: string, heading: string | RegExp, then?: (page: EnginePage) => Promise<void>) => async (page: EnginePage) => {
  await page.goto(`${BASE_URL}${path}`);
  await logIn(page, CUSTOMER);
  await expectScreen(page, pathPattern(path), heading);
  if (then) await then(page);
};
const seededPage = (slug: string) => authorisationPagePath(seededAuthorisation(CUSTOMER, slug));

const SCREENS: Screen[] = [
  {
    id: 'redirecionamento',
    title: 'Redirecionamento para o app (/redirecionamento, SPEC §2)',
    // Reached directly: the entry sends only phones with the app configured here. The shots are
    // taken within the screen's 5 s, before it tries the app or the bank's website.
    reach: async (page) => {
      const query = new URLSearchParams({ intent_id: 'urn:cooperativaexemplo:galeria', redirect_uri: `${BASE_URL}/iniciadora/autorizacao` });
      await page.goto(`${BASE_URL}/redirecionamento?${query.toString()}`);
      await expectScreen(page, /\/redirecionamento(\?.*)?$/, 'Redirecionamento');
    },
  },
  { id: 'pix', title: 'Pix imediato (/pix)', reach: open('pix-imediato', /\/pix$/, 'Confirmação') },
  { id: 'pix-dupla', title: 'Pix imediato com dupla assinatura', reach: open('pix-imediato-dupla-assinatura', /\/pix$/, 'Confirmação') },
  { id: 'pix-agendado', title: 'Pix agendado (/pix/agendamento)', reach: open('pix-agendado', /\/pix\/agendamento$/, 'Confirmação') },
  { id: 'recorrente', title: 'Pix recorrente (/pix/recorrente)', reach: open('recorrente', /\/pix\/recorrente$/) },
  { id: 'sweeping', title: 'Transferência inteligente (/pix/sweeping)', reach: open('sweeping', /\/pix\/sweeping$/) },
  { id: 'automatico', title: 'Pix Automático (/pix/automatico), com pagamento imediato: o que é cobrado hoje primeiro', reach: open('automatico', /\/pix\/automatico$/) },
  { id: 'automatico-minimo', title: 'Pix Automático sem pagamento imediato nem valor', reach: open('automatico-minimo', /\/pix\/automatico$/) },
  { id: 'vinculo', title: 'Vínculo de dispositivo (/vinculo): limites e validade', reach: open('vinculo-conta-fixa', /\/vinculo$/, 'Vincular dispositivo') },
  { id: 'vinculo-cnpj', title: 'Vínculo de dispositivo de empresa (CNPJ mascarado)', reach: open('vinculo-cnpj', /\/vinculo$/, 'Vincular dispositivo') },
  { id: 'vinculo-sem-conta', title: 'Vínculo de dispositivo sem conta definida (a escolha da conta, INTERFACE §6.1, entra aqui)', reach: open('vinculo', /\/vinculo$/, 'Vincular dispositivo') },
  { id: 'vinculo-cancelar', title: "Vínculo de dispositivo: diálogo de 'Cancelar'", reach: withDialog('vinculo-conta-fixa', /\/vinculo$/, 'Cancelar') },
  { id: 'compartilhamento', title: 'Compartilhamento de dados (/compartilhamento)', reach: open('compartilhamento', /\/compartilhamento$/) },
  {
    id: 'modal-info',
    title: "Modal INFO (rodapé 'Clique aqui para saber mais.')",
    reach: async (page) => {
      await open('pix-imediato', /\/pix$/)(page);
      await page.click({ role: 'button', name: /Clique aqui para saber mais/ });
      await page.waitForVisible(dialog);
    },
  },
  { id: 'modal-cancel', title: 'Modal CANCEL (Cancelar transação)', reach: withDialog('pix-imediato', /\/pix$/, 'Cancelar transação') },
  { id: 'modal-recurring', title: 'Modal RECURRING (Confirmar transação)', reach: withDialog('recorrente', /\/pix\/recorrente$/, 'Confirmar transação') },
  { id: 'modal-cancel-sweeping', title: 'Modal CANCEL-SWEEPING (Cancelar vínculo)', reach: withDialog('sweeping', /\/pix\/sweeping$/, 'Cancelar vínculo') },
  { id: 'modal-cancel-share', title: 'Modal CANCEL-SHARE (Recusar compartilhamento)', reach: withDialog('compartilhamento', /\/compartilhamento$/, 'Recusar compartilhamento') },
  {
    id: 'modal-info-share',
    title: "Modal INFO-SHARE ('Visualizar >')",
    reach: async (page) => {
      await open('compartilhamento', /\/compartilhamento$/)(page);
      await page.click({ role: 'button', name: /^Visualizar /, within: mainArea });
      await page.waitForVisible({ text: 'Dados que serão compartilhados', within: dialog });
    },
  },
  {
    id: 'segredo-sms',
    title: 'Segurança: SMS (/segredo)',
    reach: async (page) => {
      await startJourney(page, 'pix-imediato', CUSTOMER);
      await pixToSecurity(page);
      await page.waitForVisible({ role: 'group', name: 'Código recebido por SMS' });
    },
  },
  {
    id: 'segredo-assinatura',
    title: 'Segurança: assinatura eletrônica',
    reach: async (page) => {
      await startJourney(page, 'pix-imediato-assinatura', 'joao');
      await pixToSecurity(page);
      await page.waitForVisible({ placeholder: 'Assinatura eletrônica' });
    },
  },
  {
    id: 'segredo-qr',
    title: 'Segurança: QR Code (estado 1)',
    reach: async (page) => {
      await startJourney(page, 'pix-imediato-qrcode', 'ana');
      await pixToSecurity(page);
      await page.waitForVisible({ role: 'img', name: 'QR Code para autorizar a transação no app' });
    },
  },
  {
    id: 'segredo-erro',
    title: 'Mensagem sob o formulário (422)',
    reach: afterSmsConfirm('erro-autorizar-422', (page) => page.waitForVisible({ css: 'main .form-error' })),
  },
  {
    id: 'modal-overdraft',
    title: 'Modal OVERDRAFT (300)',
    reach: afterSmsConfirm('erro-autorizar-300', (page) => page.waitForVisible({ role: 'dialog', name: 'Usar cheque especial?' })),
  },
  {
    id: 'modal-funds',
    title: 'Modal FUNDS (428)',
    reach: afterSmsConfirm('erro-autorizar-428', (page) => page.waitForVisible({ text: /^Para continuar, adicione saldo/, within: dialog })),
  },
  {
    id: 'segredo-apos-saldo',
    title: "Segurança após o 'OK' do modal FUNDS: código apagado, foco no primeiro dígito",
    reach: afterSmsConfirm('erro-autorizar-428', async (page) => {
      await page.click({ role: 'button', name: 'OK', within: dialog });
      await page.waitFor('the boxes emptied', async () => (await page.value({ label: 'Dígito 1 de 6' })) === '');
    }),
  },
  {
    id: 'segredo-bloqueado',
    title: 'Mensagem sob o formulário (423): o próximo passo é cancelar',
    reach: afterSmsConfirm('erro-autorizar-423', (page) => page.waitForVisible({ text: /^Com o bloqueio/, within: mainArea })),
  },
  {
    id: 'segredo-autorizando',
    title: "Segurança: 'Autorizando o pagamento...' após Confirmar (banco lento, antes dos 10 s)",
    reach: afterSmsConfirm('autorizar-lento', (page) => page.waitForVisible({ text: 'Autorizando o pagamento...', within: mainArea })),
  },
  {
    id: 'redirect',
    title: "Redirecionando, com o resultado 'Pagamento autorizado' (/redirect)",
    reach: afterSmsConfirm('pix-imediato', async (page) => {
      await expectScreen(page, /\/redirect$/, 'Redirecionando');
      await page.waitForVisible({ text: 'Pagamento autorizado', within: mainArea });
    }),
  },
  {
    id: 'redirect-recusado',
    title: "Redirecionando, com o resultado 'Compartilhamento recusado' (/redirect)",
    reach: async (page) => {
      await withDialog('compartilhamento', /\/compartilhamento$/, 'Recusar compartilhamento')(page);
      await page.click({ role: 'button', name: 'Sim, recusar', within: dialog });
      await expectScreen(page, /\/redirect$/, 'Redirecionando');
      await page.waitForVisible({ text: 'Compartilhamento recusado', within: mainArea });
    },
  },
  { id: 'responses', title: "Resultado padrão 'Algo deu errado' (/responses)", reach: open('erro-carga-503', /\/responses$/, 'Algo deu errado') },
  { id: 'alerta-cpf', title: 'Alerta: CPF divergente (/responses/alerta)', reach: open('erro-carga-422', /\/responses\/alerta$/, 'Não é possível continuar') },
  { id: 'alerta-instabilidade', title: 'Alerta: instabilidade (/responses/alerta)', reach: open('erro-carga-500', /\/responses\/alerta$/, 'Algo deu errado') },
  { id: 'expirado', title: 'Tempo expirado (/responses/expirado)', reach: open('erro-carga-420', /\/responses\/expirado$/, 'Tempo expirado') },
  { id: 'expirado-compartilhamento', title: 'Tempo expirado, compartilhamento', reach: open('compartilhamento-expirado', /\/responses\/expirado$/, 'Tempo expirado') },
  {
    id: 'processando',
    title: 'Processando (/responses/processando, após 10 s)',
    reach: afterSmsConfirm('autorizar-lento', (page) => expectScreen(page, /\/responses\/processando$/, 'A transação está sendo processada').then(() => undefined)),
  },
  {
    id: 'responses-redirect',
    title: 'Erro ao redirecionar (/responses/redirect)',
    reach: afterSmsConfirm('redirecionamento-inseguro', (page) => expectScreen(page, /\/responses\/redirect$/, /./)),
  },
  {
    id: 'cancelado',
    title: 'Transação cancelada (/responses/cancelado)',
    reach: async (page) => {
      await open('pix-imediato', /\/pix$/)(page);
      await page.goto(`${BASE_URL}/responses/cancelado`);
      await expectScreen(page, /\/responses\/cancelado$/, 'Transação cancelada');
    },
  },
  {
    id: 'compartilhamento-recusado',
    title: 'Compartilhamento recusado (/responses/compartilhamento-recusado)',
    reach: async (page) => {
      await open('compartilhamento', /\/compartilhamento$/)(page);
      await page.goto(`${BASE_URL}/responses/compartilhamento-recusado`);
      await expectScreen(page, /\/responses\/compartilhamento-recusado$/, 'Compartilhamento recusado');
    },
  },
  { id: 'autorizacoes', title: 'Minhas autorizações (/autorizacoes): as ativas primeiro, o filtro', reach: authorisations('/autorizacoes', 'Minhas autorizações') },
  {
    id: 'autorizacao',
    title: 'Uma autorização (/autorizacoes/{id}): Pix Automático, seus termos, alterar o valor máximo e revogar',
    reach: authorisations(seededPage('automatico'), /./, (page) => page.waitForVisible({ role: 'heading', level: 2, name: 'O que você autorizou' })),
  },
  {
    id: 'autorizacao-revogar',
    title: 'Revogar uma autorização: o diálogo (vínculo entre contas)',
    reach: authorisations(seededPage('sweeping'), /./, async (page) => {
      await page.click({ role: 'button', name: /^Revogar autorização de /, within: mainArea });
      await page.waitForVisible({ role: 'button', name: 'Sim, revogar', within: dialog });
    }),
  },
  {
    id: 'autorizacao-valor-maximo',
    title: 'Alterar o valor máximo de um Pix Automático: a confirmação com o valor atual e o novo',
    reach: authorisations(seededPage('automatico'), /./, async (page) => {
      await page.click({ role: 'button', name: /^Alterar valor máximo da autorização de /, within: mainArea });
      await page.type({ label: 'Novo valor máximo' }, '15000');
      await page.click({ role: 'button', name: 'Continuar', within: mainArea });
      await page.waitForVisible({ role: 'button', name: 'Confirmar alteração', within: dialog });
    }),
  },
];

interface Cell {
  file?: string;
  error?: string;
}

type Opener = () => Promise<{ newPage: () => Promise<EnginePage>; close: () => Promise<void> }>;

const ENGINES: { engine: AnyEngine; label: string; open: Opener }[] = [
  {
    engine: 'chromium',
    label: 'Chromium',
    open: async () => {
      const browser = await ChromiumBrowser.launch();
      return { newPage: async () => new EnginePage(await browser.session()), close: () => browser.close() };
    },
  },
  {
    engine: 'webkit',
    label: 'WebKit',
    open: async () => {
      const server = await WebKitServer.start(Number(process.env.WEBKIT_DRIVER_PORT ?? 8582));
      return { newPage: async () => new EnginePage(await server.session()), close: async () => server.stop() };
    },
  },
  {
    engine: 'firefox',
    label: 'Firefox',
    open: async () => {
      const browser = await FirefoxBrowser.launch();
      return { newPage: async () => new EnginePage(await browser.session()), close: () => browser.close() };
    },
  },
];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function writeGallery(cells: Map<string, Cell>, versions: Map<AnyEngine, string>) {
  const header = ENGINES.flatMap(({ engine, label }) =>
    WIDTHS.map(({ width }) => `<th scope="col">${escapeHtml(label)} ${width} px<br><small>${escapeHtml(versions.get(engine) ?? '')}</small></th>`),
  ).join('');
  const rows = SCREENS.map((screen) => {
    const tds = ENGINES.flatMap(({ engine }) =>
      WIDTHS.map(({ width }) => {
        const cell = cells.get(`${screen.id}|${engine}|${width}`);
        if (cell?.file) return `<td><a href="${cell.file}"><img src="${cell.file}" alt="${escapeHtml(`${screen.title}, ${engine}, ${width} px`)}" loading="lazy"></a></td>`;
        return `<td class="failed">não gerada${cell?.error ? `: ${escapeHtml(cell.error)}` : ''}</td>`;
      }),
    ).join('');
    return `<tr><th scope="row">${escapeHtml(screen.title)}</th>${tds}</tr>`;
  }).join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portal de consentimento — galeria de telas</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem;vertical-align:top}
thead th{position:sticky;top:0;background:#fff}tbody th{text-align:left;max-width:12rem}img{display:block;width:180px;height:auto}
td.failed{color:#a00;max-width:180px;font-size:.8rem}
</style></head><body>
<h1>Portal de consentimento — galeria de telas</h1>
<p>Gerada em ${new Date().toISOString()} por <code>npm run screens</code>, contra o banco simulado e o build de produção. Clique numa imagem para vê-la inteira.</p>
<table><thead><tr><th scope="col">Tela</th>${header}</tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
  writeFileSync(join(OUT, 'index.html'), html);
}

/** Reaches the screen, then shoots it at each width. */
async function shoot(page: EnginePage, screen: Screen, engine: AnyEngine, cells: Map<string, Cell>) {
  await page.setViewport(WIDTHS[0].width, WIDTHS[0].height);
  await screen.reach(page);
  for (const { width, height } of WIDTHS) {
    await page.setViewport(width, height);
    // Let the layout settle at the new width, and finite animations (a modal's opening
    // zoom) end: a shot mid-animation shows a see-through modal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.waitFor('animations to end', () =>
      page.evaluate<boolean>(
        "document.getAnimations().every((a) => a.playState !== 'running' || a.effect.getComputedTiming().endTime === Infinity)",
      ),
    );
    const file = `${screen.id}-${engine}-${width}.png`;
    writeFileSync(join(OUT, file), await page.screenshot());
    cells.set(`${screen.id}|${engine}|${width}`, { file });
  }
}

async function run() {
  for (const engine of ['webkit', 'firefox'] as const) requireEngine(engine);
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('No production build in dist/: run `npm run build` first.');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const only = process.env.SCREENS?.split(',');
  const stopBank = await startBank();
  const cells = new Map<string, Cell>();
  const versions = new Map<AnyEngine, string>();
  let failed = 0;
  try {
    for (const { engine, open: openEngine } of ENGINES) {
      const host = await openEngine();
      try {
        for (const screen of SCREENS.filter((s) => !only || only.includes(s.id))) {
          // A second try in a fresh session: WebKitGTK now and then loses a session mid-journey
          // (NoSuchSessionError), which says nothing about the screen.
          for (let attempt = 1; attempt <= 2; attempt += 1) {
            const page = await host.newPage();
            versions.set(engine, page.version);
            try {
              await shoot(page, screen, engine, cells);
              console.log(`screens: ${engine} ${screen.id}`);
              break;
            } catch (error) {
              const message = String((error as Error).message ?? error).split('\n')[0] ?? '';
              if (attempt === 1) {
                console.error(`screens: ${engine} ${screen.id} failed once, trying again: ${message}`);
                continue;
              }
              failed += 1;
              for (const { width } of WIDTHS) cells.set(`${screen.id}|${engine}|${width}`, { error: message });
              console.error(`screens: ${engine} ${screen.id} FAILED: ${message}`);
            } finally {
              await page.close().catch(() => undefined);
              // Written as it goes: an interrupted run still leaves a gallery of what it rendered.
              writeGallery(cells, versions);
            }
          }
        }
      } finally {
        await host.close();
      }
    }
  } finally {
    stopBank();
  }
  writeGallery(cells, versions);
  console.log(`screens: ${join(OUT, 'index.html')} (${only ? only.length : SCREENS.length} screens × ${ENGINES.length} engines × ${WIDTHS.length} widths; ${failed} failed)`);
  if (failed > 0) process.exitCode = 1;
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
