/**
 * HTML of the simulated bank's own pages (initiator, SMS outbox, app simulator, login, logout).
 * Plain forms, no JavaScript, one external stylesheet: they work under a strict CSP.
 */
import { KIND_LABELS, SCENARIOS } from './scenarios';
import { CUSTOMERS, CUSTOMER_KEYS, formatCpf, maskCpf } from './customers';
import type { QrTransaction, SmsMessage } from './state';
import { CONSENT_KINDS } from '../src/api/contract';
import { PATHS } from '../src/journey/paths';
import { escapeHtml as h, isoBrasilia } from './util';

export const STYLESHEET_PATH = '/banco/estilo.css';

/** Strict CSP for every page of the bank: no script at all, styles and images from the bank only. */
export function pageCsp(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`;
}

export const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f2f5f3;color:#1d2b24;line-height:1.45}
main{max-width:40rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem;color:#0b5a36}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;padding:.6rem;font-size:1rem;border:1px solid #8a9a91;border-radius:4px}
button{margin-top:1.25rem;padding:.65rem 1.4rem;font-size:1rem;font-weight:600;border:0;border-radius:4px;background:#0b7a46;color:#fff;cursor:pointer}
button.secundario{background:#fff;color:#0b7a46;border:1px solid #0b7a46}
button:focus,input:focus,select:focus,a:focus{outline:3px solid #f5a623;outline-offset:2px}
.erro{color:#a4161a;font-weight:600;margin-top:1rem}
table{width:100%;border-collapse:collapse;margin-top:1rem}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #dde3df;vertical-align:top}
code,.codigo{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.1rem}
.acoes form{display:inline-block;margin-right:.5rem}
.acoes button{margin-top:0}
.dica{font-size:.9rem;color:#46554d}
.logo{width:48px;height:48px;vertical-align:middle;margin-right:.5rem}
.termos{margin:0;padding-left:1rem}
code{overflow-wrap:anywhere}
@media (max-width:40rem){
main{margin:0;padding:1rem;border-radius:0;box-shadow:none}
table.cartoes,table.cartoes tbody,table.cartoes tr,table.cartoes td{display:block;width:100%}
table.cartoes thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table.cartoes tr{padding:.5rem 0;border-bottom:1px solid #dde3df}
table.cartoes td{border:0;padding:.2rem 0}
table.cartoes td::before{content:attr(data-rotulo) ": ";font-weight:600}
.acoes form{display:block;margin:.5rem 0 0}
.acoes button{width:100%}
}
`;

export const INITIATOR_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Iniciadora de testes"><rect width="64" height="64" rx="14" fill="#4b3fb5"/><path d="M18 44V20h6v24zM30 44V20h5l11 14V20h6v24h-5L36 30v14z" fill="#fff"/></svg>`;

export function page(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

// ---- Initiator -----------------------------------------------------------------------------------

export function initiatorPage(error?: string): string {
  const groups = CONSENT_KINDS.map((kind) => {
    const options = SCENARIOS.filter((s) => s.kind === kind)
      .map((s) => `<option value="${h(s.name)}">${h(s.label)} (${h(s.name)})</option>`)
      .join('\n');
    return `<optgroup label="${h(KIND_LABELS[kind])}">\n${options}\n</optgroup>`;
  }).join('\n');
  const customers = CUSTOMER_KEYS.map((key) => {
    const c = CUSTOMERS[key];
    return `<option value="${key}">${h(c.name)} — ${h(formatCpf(c.cpf))} (${h(c.device)})</option>`;
  }).join('\n');
  return page(
    'Iniciadora de testes',
    `<h1><img class="logo" src="/iniciadora/logo.svg" alt="">Iniciadora de testes</h1>
<p>Escolha o tipo de consentimento, o cenário e o cliente. Você será levado ao portal de consentimento do banco.</p>
${error ? `<p class="erro" role="alert">${h(error)}</p>` : ''}
<form method="post" action="/iniciadora">
<label for="cenario">Cenário</label>
<select id="cenario" name="scenario" required>
${groups}
</select>
<label for="cliente">Cliente</label>
<select id="cliente" name="customer">
<option value="">Cliente do cenário</option>
${customers}
</select>
<button type="submit">Iniciar</button>
</form>
<p class="dica"><a href="/banco/sms">Caixa de SMS</a> · <a href="/banco/app">App do banco (QR code)</a> · <a href="${AUTHORISATIONS_PATH}">Minhas autorizações no banco</a></p>`,
  );
}

export function returnPage(status: string | undefined, reason: string | undefined): string {
  const body =
    status === undefined
      ? '<p>Consentimento não encontrado.</p>'
      : `<p>Status do consentimento: <strong>${h(status)}</strong></p>${reason ? `<p>Motivo: <strong>${h(reason)}</strong></p>` : ''}`;
  return page(
    'Iniciadora de testes',
    `<h1><img class="logo" src="/iniciadora/logo.svg" alt="">Iniciadora de testes</h1>
<p>Você voltou para a iniciadora.</p>
${body}
<p><a href="/iniciadora">Nova transação</a> · <a href="${AUTHORISATIONS_PATH}">Ver ou cancelar no banco: Minhas autorizações</a></p>`,
  );
}

/** The pre-auth `redirect_uri` (uriAuthorizationEndpoint): nothing to do there in the simulation. */
export function authorisationEndpointPage(): string {
  return page(
    'Iniciadora de testes',
    `<h1>Iniciadora de testes</h1>
<p>Endereço de autorização da iniciadora (uriAuthorizationEndpoint). O retorno do cliente acontece em <code>/iniciadora/retorno</code>.</p>
<p><a href="/iniciadora">Nova transação</a></p>`,
  );
}

// ---- Bank tools ----------------------------------------------------------------------------------

const hour = (ms: number) => isoBrasilia(ms).slice(11, 19);

export function smsPage(messages: readonly SmsMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr role="row"><td role="cell" data-rotulo="Cliente">${h(maskCpf(m.cpf))}</td><td role="cell" class="codigo" data-rotulo="Código">${h(m.code)}</td><td role="cell" data-rotulo="Enviado às">${h(hour(m.sentAt))}</td></tr>`,
    )
    .join('\n');
  return page(
    'Caixa de SMS — Banco simulado',
    `<h1>Caixa de SMS</h1>
<p>Mensagens enviadas pelo banco simulado, da mais recente para a mais antiga.</p>
${
  messages.length === 0
    ? '<p>Nenhum SMS enviado.</p>'
    : `<table class="cartoes" role="table"><thead><tr role="row"><th scope="col" role="columnheader">Cliente</th><th scope="col" role="columnheader">Código</th><th scope="col" role="columnheader">Enviado às</th></tr></thead><tbody>
${rows}
</tbody></table>`
}
<p class="acoes"><a href="/banco/sms">Atualizar</a></p>
<form method="post" action="/banco/sms/limpar"><button type="submit" class="secundario">Limpar caixa</button></form>`,
  );
}

/**
 * The customer's authorisations in the portal (INTERFACE §7.1): the bank's own pages link there, as
 * a real bank's site and app would (issue 44 points 1 and 6).
 */
export const AUTHORISATIONS_PATH = PATHS.authorisations;

/** Where the app simulator's forms post (the app's login and logout). */
export const APP_LOGIN_PATH = '/banco/app/entrar';
export const APP_LOGOUT_PATH = '/banco/app/sair';

/** The app simulator's login: the customer opens her bank's app with her own CPF and password. */
export function appLoginPage(opts: { error?: string; cpf?: string } = {}): string {
  return page(
    'App do banco — Entrar',
    `<h1>App do banco (simulador)</h1>
<p>Entre no app com o seu CPF e a sua senha para ver as transações que aguardam a sua aprovação.</p>
<form method="post" action="${APP_LOGIN_PATH}" novalidate>
<label for="app-cpf">CPF</label>
<input id="app-cpf" name="cpf" inputmode="numeric" autocomplete="username" value="${h(opts.cpf ?? '')}" required${opts.error ? ' aria-invalid="true" aria-describedby="erro-app"' : ''}>
<label for="app-senha">Senha</label>
<input id="app-senha" name="senha" type="password" autocomplete="current-password" required>
${opts.error ? `<p id="erro-app" class="erro" role="alert">${h(opts.error)}</p>` : ''}
<button type="submit">Entrar</button>
</form>`,
  );
}

/** The customer's own pending QR transactions, each with every term it approves (qrTerms.ts). */
export function appPage(customer: { name: string; cpf: string }, pending: readonly QrTransaction[], notice?: string): string {
  const items = pending
    .map((t) => {
      const hash = h(t.hash);
      const terms = t.terms.linhas.map((l) => `<li><strong>${h(l.rotulo)}:</strong> ${h(l.valor)}</li>`).join('');
      return `<tr role="row">
<td role="cell" data-rotulo="Descrição">${h(t.terms.descricao)}</td>
<td role="cell" data-rotulo="Termos"><ul class="termos">${terms}</ul></td>
<td role="cell" data-rotulo="Hash"><code>${h(t.hash.slice(0, 8))}</code></td>
<td role="cell" data-rotulo="Cliente">${h(maskCpf(t.cpf))}</td>
<td role="cell" class="acoes" data-rotulo="Ações">
<form method="post" action="/banco/app/${hash}/aprovar"><button type="submit">Aprovar</button></form>
<form method="post" action="/banco/app/${hash}/recusar"><button type="submit" class="secundario">Recusar</button></form>
</td></tr>`;
    })
    .join('\n');
  return page(
    'App do banco — QR code',
    `<h1>App do banco (simulador)</h1>
<p>Conectado como ${h(customer.name)} (${h(maskCpf(customer.cpf))}).</p>
<form method="post" action="${APP_LOGOUT_PATH}"><button type="submit" class="secundario">Sair do app</button></form>
<p>Transações aguardando a sua aprovação por QR code. Aprove só se todos os termos forem os que você vê na tela da transação.</p>
${notice ? `<p role="status">${h(notice)}</p>` : ''}
${
  pending.length === 0
    ? '<p>Nenhuma transação pendente.</p>'
    : `<table class="cartoes" role="table"><thead><tr role="row"><th scope="col" role="columnheader">Descrição</th><th scope="col" role="columnheader">Termos</th><th scope="col" role="columnheader">Hash</th><th scope="col" role="columnheader">Cliente</th><th scope="col" role="columnheader">Ações</th></tr></thead><tbody>
${items}
</tbody></table>`
}
<p><a href="/banco/app">Atualizar</a> · <a href="${AUTHORISATIONS_PATH}">Minhas autorizações</a></p>`,
  );
}

export function noPortalPage(dist: string): string {
  return `O portal ainda não foi construído: a pasta ${dist} não existe.\nExecute "npm run build" na raiz do repositório e recarregue esta página.\n\nBanco simulado: /iniciadora, /banco/sms, /banco/app, /config.json\n`;
}

// ---- Identity provider ---------------------------------------------------------------------------

export function loginPage(productName: string, action: string, opts: { error?: boolean; cpf?: string } = {}): string {
  const list = CUSTOMER_KEYS.map((k) => `<li>${h(CUSTOMERS[k].name)}: ${h(formatCpf(CUSTOMERS[k].cpf))}</li>`).join('');
  return page(
    `${productName} — Entrar`,
    `<h1>${h(productName)} — Entrar</h1>
<form method="post" action="${h(action)}" novalidate>
<label for="cpf">CPF</label>
<input id="cpf" name="cpf" inputmode="numeric" autocomplete="username" value="${h(opts.cpf ?? '')}" required${opts.error ? ' aria-invalid="true" aria-describedby="erro-login"' : ''}>
<label for="senha">Senha</label>
<input id="senha" name="senha" type="password" autocomplete="current-password" required>
${opts.error ? '<p id="erro-login" class="erro" role="alert">CPF ou senha inválidos.</p>' : ''}
<button type="submit">Entrar</button>
</form>
<details class="dica"><summary>Clientes de teste (senha 1234)</summary><ul>${list}</ul></details>`,
  );
}

/** Logout confirmation: oidc-provider's `form` is a hidden form; the buttons submit it. */
export function logoutPage(productName: string, form: string): string {
  return page(
    `${productName} — Sair`,
    `<h1>${h(productName)} — Sair</h1>
<p>Deseja sair da sua conta?</p>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sair</button>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${h(title)}</h1>\n<p>${h(message)}</p>`);
}
