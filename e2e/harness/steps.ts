import { createConsent, type HttpClient } from './bankApi';
import { CUSTOMERS, type CustomerKey } from './customers';
import type { JourneyPage, Target } from './page';

/**
 * The journey steps every engine walks, written once against JourneyPage. Chromium's specs reach
 * them through e2e/support (bank.ts, journey.ts), WebKit's and Firefox's through e2e/engines/steps.ts,
 * which adds the checks only those journeys make (a sane screen text, storage left empty). Time is
 * the caller's: `passTime` on the redirect screen is Playwright's fake clock in Chromium, the real
 * 5 s elsewhere.
 */

export const main = { css: 'main' } as const;

/**
 * The main 'Confirmar' button of the security forms (not 'Confirmar transação' etc.). Its name is
 * exactly 'Confirmar', also while submitting: the busy indicator is hidden from assistive technology.
 */
export const confirmButton = { role: 'button', name: 'Confirmar', exact: true, within: main } as const satisfies Target;

export const digitBox = (n: number) => ({ label: `Dígito ${n} de 6` }) as const satisfies Target;

/** Logs in at the simulated bank's OpenID provider, as the customer would: typing. */
export async function logIn(page: JourneyPage, customer: CustomerKey) {
  const entrar = { role: 'button', name: 'Entrar' } as const;
  await page.waitForVisible(entrar);
  await page.type({ label: 'CPF' }, CUSTOMERS[customer].cpf);
  await page.type({ label: 'Senha' }, CUSTOMERS[customer].senha);
  await page.click(entrar);
}

/** Opens the portal for a new consent of the scenario and logs in. Returns the consent's id. */
export async function startJourney(page: JourneyPage, bank: HttpClient, scenario: string, customer: CustomerKey): Promise<string> {
  const { consentId, portalUrl } = await createConsent(bank, scenario, customer);
  await page.goto(portalUrl);
  await logIn(page, customer);
  return consentId;
}

/** The page at the path, with its level-1 heading. */
export async function expectAt(page: JourneyPage, path: RegExp, heading: string | RegExp) {
  await page.waitForUrl(path);
  await page.waitForVisible({ role: 'heading', level: 1, name: heading });
}

/** From a confirmation screen, through its button, to /segredo. Returns the time before the SMS was sent. */
async function toSecurity(page: JourneyPage, from: RegExp, button: string): Promise<number> {
  await page.waitForUrl(from);
  const sentAfter = Date.now() - 1000;
  await page.click({ role: 'button', name: button, within: main });
  await expectAt(page, /\/segredo$/, 'Para sua segurança');
  return sentAfter;
}

/** From an immediate Pix confirmation screen to /segredo. Returns the time before the SMS was sent. */
export const pixToSecurity = (page: JourneyPage) => toSecurity(page, /\/pix$/, 'Confirmar transação');

/** From the data-sharing confirmation screen to /segredo. */
export const sharingToSecurity = (page: JourneyPage) => toSecurity(page, /\/compartilhamento$/, 'Confirmar compartilhamento');

/** Types the electronic signature (without confirming). */
export async function fillSignature(page: JourneyPage, value: string = CUSTOMERS.joao.signature) {
  await page.type({ placeholder: 'Assinatura eletrônica' }, value);
}

/** The six SMS boxes read as one string. */
export async function smsDigits(page: JourneyPage): Promise<string> {
  let digits = '';
  for (let n = 1; n <= 6; n += 1) digits += await page.value(digitBox(n));
  return digits;
}

/** Types the code key by key from the first box (each box keeps its digit and moves focus on), without confirming. */
export async function typeSmsCode(page: JourneyPage, code: string) {
  await page.waitForVisible({ role: 'group', name: 'Código recebido por SMS' });
  await page.click(digitBox(1));
  await page.keys(code);
  await page.waitFor(`the SMS boxes to read ${code}`, async () => (await smsDigits(page)) === code);
}

/**
 * The accessible name of the focused element, the simple way the portal's markup needs: its
 * aria-label, else its <label>, else its text (page-side source, for every driver).
 */
const FOCUSED_NAME = `(() => {
  const el = document.activeElement;
  if (!el) return '';
  const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector('label[for="' + CSS.escape(el.id) + '"]')?.textContent : null);
  return (labelled ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
})()`;

/** Presses Tab until the focused element's name is `name` (a string whole, or matching the pattern). */
export async function tabTo(page: JourneyPage, name: string | RegExp, maxTabs = 30) {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.press('Tab');
    const focused = await page.evaluate<string>(FOCUSED_NAME);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`could not reach ${String(name)} with Tab`);
}

/**
 * On /segredo by keyboard alone: Tab to the first box, the code typed, Enter to confirm. Enter is
 * pressed once the screen says the code was sent: until then Confirmar is unusable, and Enter with it.
 */
export async function smsCodeByKeyboard(page: JourneyPage, code: string) {
  await page.waitForVisible({ text: 'Digite o código de 6 dígitos que enviamos por SMS para o seu celular cadastrado.' });
  await tabTo(page, 'Dígito 1 de 6');
  await page.keys(code);
  await page.waitFor(`the SMS boxes to read ${code}`, async () => (await smsDigits(page)) === code);
  await page.press('Enter');
}

/** A six-digit code that is surely not the one sent: the real one with its first digit changed. */
export const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

/** Back at the initiator's return page, which shows the consent's status. */
export async function expectAtInitiator(page: JourneyPage, status: 'AUTHORISED' | 'REJECTED') {
  // Room for the redirect screen's real 5 s where no fake clock moves it.
  await page.waitForUrl(/\/iniciadora\/retorno\?consentId=/, 20_000);
  await page.waitForVisible({ text: `Status do consentimento: ${status}` });
}

/** /redirect, `passTime` (what moves the page past its 5 s there), then the initiator with the status. */
export async function expectBackAtInitiator(page: JourneyPage, status: 'AUTHORISED' | 'REJECTED', passTime?: () => Promise<unknown>) {
  await expectAt(page, /\/redirect$/, 'Redirecionando');
  if (passTime) await passTime();
  await expectAtInitiator(page, status);
}

/** The enrolment screen's two limits (INTERFACE §6.2). */
export const transactionLimit = { label: 'Limite por transação' } as const satisfies Target;
export const dailyLimit = { label: 'Limite diário (opcional)' } as const satisfies Target;

/**
 * A limit typed as a customer types it (docs/decisions/066): a tap on the field, Backspace until it
 * is empty (the digits leave from the cents), then the keys pressed one by one. Waits for the field
 * to show `shows`.
 */
export async function typeLimit(page: JourneyPage, field: Target, keys: string, shows: string) {
  await page.click(field);
  for (let i = 0; i < 16 && (await page.value(field)) !== ''; i += 1) await page.press('Backspace');
  if ((await page.value(field)) !== '') throw new Error(`Backspace did not empty ${JSON.stringify(field)}`);
  await page.keys(keys);
  await page.waitFor(`the field to show ${shows}`, async () => ((await page.value(field)) === shows ? true : null));
}

/**
 * Amounts as customers type them, what the field shows after their keys, and what the bank must
 * receive: digits fill from the cents, '.' and ',' are ignored (issue 42, point 3; "2.50" was R$ 250,00).
 */
export const TYPED_AMOUNTS = [
  { keys: '2,50', shows: '2,50', sent: '2.50' },
  { keys: '2.50', shows: '2,50', sent: '2.50' },
  { keys: '1.000,00', shows: '1.000,00', sent: '1000.00' },
  { keys: '1000', shows: '10,00', sent: '10.00' },
] as const;

/** What the enrolment screen says when the daily limit is lowered below the per-transaction one, beside the daily limit and beside 'Confirmar vínculo'. */
export const BELOW_TRANSACTION = (transaction: string) => `O limite diário não pode ser menor que o limite por transação (${transaction}).`;
export const FIX_LIMITS_TO_CONFIRM = 'Para confirmar o vínculo, ajuste o limite por transação ou o limite diário.';
