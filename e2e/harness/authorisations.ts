import { authorisationRecord, latestSmsCode, type AuthorisationRecord, type HttpClient } from './bankApi';
import type { CustomerKey } from './customers';
import type { JourneyPage, Target } from './page';
import { confirmButton, expectAt, expectBackAtInitiator, logIn, main, typeSmsCode } from './steps';

/**
 * Issue 44's Done-when, written once against JourneyPage so that Chromium
 * (e2e/authorisations-journey.spec.ts) and, at a phone's width, WebKit and Firefox
 * (e2e/engines/journeys.ts) walk the same steps: a customer authorises a sweeping link and a Pix
 * Automático through the initiator's page, follows its link to her authorisations at the bank,
 * finds both, lowers the automatic Pix's maximum amount, revokes the sweeping link, reloads, and
 * sees both changes kept by the bank.
 *
 * The items are found by their own ids (the consents the journey authorised), never by position:
 * the customer's list also holds the bank's seeds and what other journeys of hers authorised, so
 * the journey changes nothing but its own two items and may run beside the other specs.
 */

/** The page of one authorisation, as the portal links it (src/journey/paths.ts `authorisationPath`). */
export const authorisationPagePath = (id: string) => `/autorizacoes/${encodeURIComponent(id)}`;

/** A URL ending with the path, as written. */
export const pathPattern = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A seeded authorisation's id (mocks/authorisations.ts `seedId`). */
export const seededAuthorisation = (customer: CustomerKey, slug: string) => `urn:cooperativaexemplo:autorizacao:${customer}-${slug}`;

/** The list's words for the two kinds and the statuses the journey meets (src/copy, INTERFACE §7.3). */
export const KIND_WORDS = { SWEEPING: 'Vínculo entre contas', AUTOMATICO: 'Pix Automático' } as const;
export const STATUS_WORDS = { ATIVO: 'Ativa', REVOGADO: 'Revogada' } as const;

/** The card of one item in the list: the list item holding the link to its page. */
export const cardOf = (id: string) => ({ css: `li.authorisation:has(a[href="${authorisationPagePath(id)}"])` }) as const satisfies Target;

/** What the list says of one item: its institution, the part it sits in, and its lines ('Tipo', 'Situação', ...). */
export interface ShownItem {
  institution: string;
  part: string;
  facts: Record<string, string>;
}

/** Page-side: the facts of a `dl.fields__list` as { dt: dd }, whitespace folded. */
const FACTS_OF = `(dl) => Object.fromEntries(Array.from(dl ? dl.querySelectorAll('.fields__row') : []).map((row) => [
  (row.querySelector('dt')?.textContent ?? '').replace(/\\s+/g, ' ').trim(),
  (row.querySelector('dd')?.textContent ?? '').replace(/\\s+/g, ' ').trim(),
]))`;

/** The item's card as the list shows it now, or null while it is not drawn. */
export async function shownInList(page: JourneyPage, id: string): Promise<ShownItem | null> {
  return page.evaluate<ShownItem | null>(`(() => {
    const card = document.querySelector(${JSON.stringify(cardOf(id).css)});
    if (!card) return null;
    const heading = card.closest('section')?.querySelector('h2');
    return {
      institution: (card.querySelector('h3')?.textContent ?? '').trim(),
      part: (heading?.textContent ?? '').trim(),
      facts: (${FACTS_OF})(card.querySelector('dl')),
    };
  })()`);
}

/** The header of an item's page now: its level-1 heading and its lines, or null while it is not drawn. */
export async function shownOnItsPage(page: JourneyPage): Promise<ShownItem | null> {
  return page.evaluate<ShownItem | null>(`(() => {
    const heading = document.querySelector('main h1');
    const dl = document.querySelector('main dl.fields__list');
    if (!heading || !dl) return null;
    return { institution: heading.textContent.trim(), part: '', facts: (${FACTS_OF})(dl) };
  })()`);
}

/** Waits until `read` shows the institution, the kind and the status (and the part of the list, when given). */
async function expectShown(
  page: JourneyPage,
  what: string,
  read: () => Promise<ShownItem | null>,
  want: { institution: string; kind: string; status: string; part?: string },
) {
  let last: ShownItem | null = null;
  try {
    await page.waitFor(what, async () => {
      last = await read();
      return (
        last !== null &&
        last.institution === want.institution &&
        last.facts.Tipo === want.kind &&
        last.facts['Situação'] === want.status &&
        (want.part === undefined || last.part === want.part)
      );
    });
  } catch (error) {
    throw new Error(`${what}: wanted ${JSON.stringify(want)}, shown ${JSON.stringify(last)} (${(error as Error).message.split('\n')[0] ?? ''})`);
  }
}

/** Checks a caller adds on a screen or a dialog (the engines' layout and phone checks); nothing in Chromium's spec. */
export type ScreenCheck = (where: string) => Promise<void>;

export interface DoneWhenOptions {
  /** The bank's address for a full URL ('' where the driver has a base URL). */
  origin: string;
  bank: HttpClient;
  customer: CustomerKey;
  /** What moves the page past the redirect screen's 5 s: the fake clock in Chromium, nothing (real time) elsewhere. */
  passRedirect?: () => Promise<unknown>;
  onScreen?: ScreenCheck;
}

/**
 * Authorises one consent of the scenario through the initiator's page ('Iniciadora de testes':
 * scenario, customer, 'Iniciar'), the bank's login, the kind's screen and its 'Continuar' dialog,
 * the SMS code, the redirect, back at the initiator AUTHORISED. Returns the consent's id, read from
 * the initiator's return page.
 */
export async function authoriseThroughInitiator(
  page: JourneyPage,
  options: DoneWhenOptions,
  scenario: 'sweeping' | 'automatico',
  screen: { path: RegExp; confirm: string },
): Promise<string> {
  const { origin, bank, customer } = options;
  await page.goto(`${origin}/iniciadora`);
  await page.waitForVisible({ role: 'button', name: 'Iniciar' });
  // The bank's test page (not the portal): its two selects set as the form then holds them, the
  // same in every driver (WebDriver's option picking differs between WebKit and Firefox).
  const chosen = await page.evaluate<boolean>(`(() => {
    const choose = (id, value) => {
      const select = document.getElementById(id);
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return select.value === value;
    };
    return choose('cenario', ${JSON.stringify(scenario)}) && choose('cliente', ${JSON.stringify(customer)});
  })()`);
  if (!chosen) throw new Error(`the initiator's page has no scenario '${scenario}' or customer '${customer}'`);
  await page.click({ role: 'button', name: 'Iniciar' });
  await logIn(page, customer);

  await page.waitForUrl(screen.path);
  await page.waitForVisible({ role: 'heading', level: 1 });
  const sentAfter = Date.now() - 1000;
  await page.click({ role: 'button', name: screen.confirm, exact: true, within: main });
  await page.click({ role: 'button', name: 'Continuar', within: { role: 'dialog' } });
  await expectAt(page, /\/segredo$/, 'Para sua segurança');
  await typeSmsCode(page, await latestSmsCode(bank, customer, sentAfter));
  await page.click(confirmButton);
  await expectBackAtInitiator(page, 'AUTHORISED', options.passRedirect);
  const consentId = await page.evaluate<string | null>("new URL(location.href).searchParams.get('consentId')");
  if (!consentId) throw new Error(`no consentId on the initiator's return page after '${scenario}'`);
  return consentId;
}

/** What the page says after a change (its status region). */
const said = { css: 'main [role="status"]' } as const satisfies Target;

/** The focused element's role and text (what was said after a change must have the focus). */
async function expectFocusOn(page: JourneyPage, role: string, text: string) {
  await page.waitFor(`the ${role} '${text}' focused`, () =>
    page.evaluate<boolean>(
      `(() => { const el = document.activeElement; return !!el && el.getAttribute('role') === ${JSON.stringify(role)} && el.textContent.replace(/\\s+/g, ' ').trim() === ${JSON.stringify(text)}; })()`,
    ),
  );
}

/** No button on the page whose name starts with the word (an action the item no longer allows). */
async function expectNoButton(page: JourneyPage, startsWith: string) {
  await page.waitFor(`no '${startsWith}…' button`, () =>
    page.evaluate<boolean>(
      `Array.from(document.querySelectorAll('main button')).every((b) => !b.textContent.replace(/\\s+/g, ' ').trim().startsWith(${JSON.stringify(startsWith)}))`,
    ),
  );
}

/** From the list, an item's page through its card's link (named with the institution). */
async function openFromList(page: JourneyPage, id: string, institution: string) {
  await page.click({ role: 'link', name: `Ver detalhes da autorização para ${institution}`, within: cardOf(id) });
  await page.waitForUrl(pathPattern(authorisationPagePath(id)));
  await page.waitForVisible({ role: 'heading', level: 2, name: 'O que você autorizou' });
}

async function backToList(page: JourneyPage) {
  await page.click({ role: 'link', name: 'Voltar para suas autorizações' });
  await expectAt(page, /\/autorizacoes$/, 'Minhas autorizações');
}

export interface DoneWhenResult {
  sweeping: { id: string; institution: string };
  automatic: { id: string; institution: string };
}

/** The old and new maximum of the automatic Pix: the scenario's R$ 500,00 lowered to R$ 150,00, typed as digits from the cents. */
export const LOWERED = { from: 'R$ 500,00', to: 'R$ 150,00', keys: '15000', shows: '150,00', sentTo: '150.00', bankFrom: '500.00' } as const;

/**
 * The whole Done-when. Returns the two items' ids and institutions for the caller's own checks of
 * the bank's records.
 */
export async function authorisationsDoneWhen(page: JourneyPage, options: DoneWhenOptions): Promise<DoneWhenResult> {
  const check = options.onScreen ?? (async () => undefined);
  const { bank } = options;
  const sweepingId = await authoriseThroughInitiator(page, options, 'sweeping', { path: /\/pix\/sweeping$/, confirm: 'Confirmar vínculo' });
  const automaticId = await authoriseThroughInitiator(page, options, 'automatico', { path: /\/pix\/automatico$/, confirm: 'Confirmar' });

  // Whom each names, as the bank keeps it (the initiator's page does not say it).
  const records = { sweeping: await authorisationRecord(bank, sweepingId), automatic: await authorisationRecord(bank, automaticId) };
  expectRecord(records.sweeping, { tipo: 'SWEEPING', status: 'ATIVO', customer: options.customer });
  expectRecord(records.automatic, { tipo: 'AUTOMATICO', status: 'ATIVO', customer: options.customer });
  const sweeping = { id: sweepingId, institution: records.sweeping.instituicao.nome };
  const automatic = { id: automaticId, institution: records.automatic.instituicao.nome };

  // The initiator's return page links to the customer's authorisations at the bank: a fresh login there.
  await page.click({ role: 'link', name: /autorizações$/ });
  await logIn(page, options.customer);
  await expectAt(page, /\/autorizacoes$/, 'Minhas autorizações');
  const active = { status: STATUS_WORDS.ATIVO, part: 'Ativas' };
  await expectShown(page, 'the sweeping link in the list', () => shownInList(page, sweeping.id), { institution: sweeping.institution, kind: KIND_WORDS.SWEEPING, ...active });
  await expectShown(page, 'the automatic Pix in the list', () => shownInList(page, automatic.id), { institution: automatic.institution, kind: KIND_WORDS.AUTOMATICO, ...active });
  await check('/autorizacoes');

  // The automatic Pix's maximum amount lowered: the money field, a confirmation with both amounts, the answer.
  await openFromList(page, automatic.id, automatic.institution);
  await expectShown(page, "the automatic Pix's page", () => shownOnItsPage(page), { institution: automatic.institution, kind: KIND_WORDS.AUTOMATICO, status: STATUS_WORDS.ATIVO });
  await check('/autorizacoes/{id} (Pix Automático)');
  await page.click({ role: 'button', name: `Alterar valor máximo da autorização de ${automatic.institution}` });
  const field = { label: 'Novo valor máximo' } as const;
  await page.type(field, LOWERED.keys);
  await page.waitFor(`the new maximum to read ${LOWERED.shows}`, async () => (await page.value(field)) === LOWERED.shows);
  await page.click({ role: 'button', name: 'Continuar', within: main });
  const limitDialog = { role: 'dialog', name: 'Confirmar o novo valor máximo' } as const;
  await page.waitForVisible({ text: `O valor máximo de cada pagamento passará de ${LOWERED.from} para ${LOWERED.to}.`, within: limitDialog });
  await check('the maximum amount dialog');
  await page.click({ role: 'button', name: 'Confirmar alteração', within: limitDialog });
  const changed = `O valor máximo agora é ${LOWERED.to}.`;
  await page.waitForVisible({ text: changed, within: said });
  await expectFocusOn(page, 'status', changed);

  // The sweeping link revoked: the dialog names the institution and what stops; then 'Revogada' and no action.
  await backToList(page);
  await openFromList(page, sweeping.id, sweeping.institution);
  await check('/autorizacoes/{id} (vínculo entre contas)');
  await page.click({ role: 'button', name: `Revogar autorização de ${sweeping.institution}` });
  const revokeDialog = { role: 'dialog', name: `Revogar a autorização de ${sweeping.institution}?` } as const;
  await page.waitForVisible({ text: 'Não serão feitas novas transferências entre as suas contas por este vínculo.', within: revokeDialog });
  await check('the revoke dialog');
  await page.click({ role: 'button', name: 'Sim, revogar', within: revokeDialog });
  const revoked = `A autorização de ${sweeping.institution} foi revogada.`;
  await page.waitForVisible({ text: revoked, within: said });
  await expectFocusOn(page, 'status', revoked);
  await expectShown(page, 'the revoked sweeping link', () => shownOnItsPage(page), { institution: sweeping.institution, kind: KIND_WORDS.SWEEPING, status: STATUS_WORDS.REVOGADO });
  await expectNoButton(page, 'Revogar');

  // Reloaded: both changes as the bank keeps them.
  await backToList(page);
  await page.goto(await page.evaluate<string>('location.href'));
  await expectAt(page, /\/autorizacoes$/, 'Minhas autorizações');
  await expectShown(page, 'the sweeping link in the list after a reload', () => shownInList(page, sweeping.id), {
    institution: sweeping.institution,
    kind: KIND_WORDS.SWEEPING,
    status: STATUS_WORDS.REVOGADO,
    part: 'Encerradas',
  });
  await expectShown(page, 'the automatic Pix in the list after a reload', () => shownInList(page, automatic.id), { institution: automatic.institution, kind: KIND_WORDS.AUTOMATICO, ...active });
  await openFromList(page, automatic.id, automatic.institution);
  // The kind's terms read-only (the automatic Pix's screen's 'Limite da autorização') say the new amount.
  await page.waitFor(`the terms to say ${LOWERED.to}, no longer ${LOWERED.from}`, () =>
    page.evaluate<boolean>(
      `(() => { const text = (document.querySelector('main .authorisation__terms')?.textContent ?? '').replace(/\\s+/g, ' '); return text.includes(${JSON.stringify(LOWERED.to)}) && !text.includes(${JSON.stringify(LOWERED.from)}); })()`,
    ),
  );
  await page.click({ role: 'button', name: `Alterar valor máximo da autorização de ${automatic.institution}` });
  await page.waitForVisible({ text: `Valor máximo atual: ${LOWERED.to}. Informe o maior valor que cada pagamento poderá ter.`, within: main });
  await page.goto(`${options.origin}${authorisationPagePath(sweeping.id)}`);
  await expectShown(page, 'the sweeping link after a reload', () => shownOnItsPage(page), { institution: sweeping.institution, kind: KIND_WORDS.SWEEPING, status: STATUS_WORDS.REVOGADO });
  await expectNoButton(page, 'Revogar');
  await expectKeptByBank(bank, { sweeping, automatic }, options.customer);
  return { sweeping, automatic };
}

/** The bank's own records (its test API): the revocation with who, the change from and to, nothing else. */
export async function expectKeptByBank(bank: HttpClient, { sweeping, automatic }: DoneWhenResult, customer: CustomerKey) {
  const revoked = await authorisationRecord(bank, sweeping.id);
  expectRecord(revoked, { tipo: 'SWEEPING', status: 'REVOGADO', customer });
  if (revoked.revocation?.customer !== customer || revoked.revocation.reason !== 'REVOGADO_USUARIO') {
    throw new Error(`the bank records the revocation of ${sweeping.id} as ${JSON.stringify(revoked.revocation)}`);
  }
  const changed = await authorisationRecord(bank, automatic.id);
  expectRecord(changed, { tipo: 'AUTOMATICO', status: 'ATIVO', customer });
  const changes = changed.changes.map((c) => ({ customer: c.customer, from: c.from, to: c.to }));
  if (JSON.stringify(changes) !== JSON.stringify([{ customer, from: LOWERED.bankFrom, to: LOWERED.sentTo }])) {
    throw new Error(`the bank records the changes of ${automatic.id} as ${JSON.stringify(changes)}`);
  }
}

function expectRecord(record: AuthorisationRecord, want: Pick<AuthorisationRecord, 'tipo' | 'status' | 'customer'>) {
  const got = { tipo: record.tipo, status: record.status, customer: record.customer };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`the bank keeps ${record.id} as ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
}
