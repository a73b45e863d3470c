import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BANK_HTTP, BASE_URL, CUSTOMERS, approveQr, consentRecord, latestSmsCode, pendingQr, withCustomerLock, type CustomerKey } from './bank';
import type { EngineName } from './page';
import { journey, openEngine, type EngineHost } from './session';
import {
  ACCOUNT_RADIOS,
  calls,
  chooseSavingsByKeyboard,
  confirmButton,
  confirmWithSmsByKeyboard,
  digitBox,
  expectBackAtInitiator,
  expectNoHorizontalScrollAt320,
  expectLayoutRules,
  expectPhoneDetails,
  expectHeadingFocused,
  expectScreen,
  expectText,
  pasteIntoBox,
  pixToSecurity,
  sentBodies,
  smsDigits,
  startJourney,
  tabTo,
  typeSmsCode,
  watchFetch,
  wrongCode,
  atNarrowWidth,
  expectAtInitiator,
  sharingToSecurity,
  fillSignature,
  expectSaneText,
} from './steps';
import { authorisationsDoneWhen } from '../harness/authorisations';
import { BELOW_TRANSACTION, dailyLimit, FIX_LIMITS_TO_CONFIRM, transactionLimit, TYPED_AMOUNTS, typeLimit } from '../harness/steps';

/**
 * The journeys of issue #11 in one engine, at a phone's width, against the simulated bank serving
 * the production build. Each SMS journey uses the engine's own SMS customer (the two suites run at
 * once); João's and Ana's journeys hold a lock shared with the other suite.
 */
const SMS_CUSTOMER: Record<EngineName, CustomerKey> = { webkit: 'maria', firefox: 'carlos' };

/** Each SMS customer's savings account (mocks/customers.ts), the one the account-choice journey picks. */
const SAVINGS_NUMBER: Partial<Record<CustomerKey, string>> = { maria: '654321', carlos: '987654' };

const dialog = { role: 'dialog' } as const;
const main = { css: 'main' } as const;

export function defineJourneys(engine: EngineName) {
  const customer = SMS_CUSTOMER[engine];
  let host: EngineHost;

  describe(`${engine}: journeys at 375 × 740`, () => {
    before(async () => {
      host = await openEngine(engine);
    });
    after(async () => {
      await host?.close();
    });

    it('the watchers see a CSP violation, a console error and an uncaught error (so a clean journey means something)', async () => {
      const page = await host.newPage();
      try {
        // The bank's own pages carry a strict CSP (style-src 'self'): a style attribute violates it.
        await page.goto(`${BASE_URL}/iniciadora`);
        await page.evaluate(`(() => {
          document.body.setAttribute('style', 'color: red');
          console.error('engine watcher check');
          setTimeout(() => { throw new Error('engine watcher boom'); }, 0);
          return true;
        })()`);
        const problems = await page.waitFor('the three problems', async () => {
          const seen = await page.unexpectedProblems();
          const all = seen.join('\n');
          return /CSP violation|Content-Security-Policy/.test(all) && /engine watcher check/.test(all) && /engine watcher boom/.test(all) ? seen : null;
        });
        assert.ok(problems.length >= 3);
      } finally {
        await page.close();
      }
    });

    it('immediate Pix with SMS: typed box by box, then pasted; Confirmar; redirect; AUTHORISED', () =>
      journey(host, 'pix-sms', async (page) => {
        const consentId = await startJourney(page, 'pix-imediato', customer);
        await expectText(page, 'Pix - Open Finance');
        await expectNoHorizontalScrollAt320(page, '/pix');
        await expectPhoneDetails(page, '/pix');
        const sentAfter = await pixToSecurity(page);
        // The first code's toast, over nothing.
        await page.waitForVisible({ text: 'Enviamos um código por SMS.' });
        await expectLayoutRules(page, '/segredo with its toast');
        const code = await latestSmsCode(customer, sentAfter);

        // Typed one by one from the first box: focus moves on by itself.
        const wrong = wrongCode(code);
        await typeSmsCode(page, wrong);
        assert.equal(await page.evaluate<string>("document.activeElement.getAttribute('aria-label')"), 'Dígito 6 de 6');
        await expectNoHorizontalScrollAt320(page, '/segredo (SMS)');
        await expectPhoneDetails(page, '/segredo (SMS)');

        // Pasted into the first box: the whole code replaces the typed one.
        await pasteIntoBox(page, 1, code);
        await page.waitFor('the pasted code in the six boxes', async () => (await smsDigits(page)) === code);

        await page.click(confirmButton);
        await expectBackAtInitiator(page, 'AUTHORISED');
        const record = await consentRecord(consentId);
        assert.equal(record.status, 'AUTHORISED');
        assert.equal(record.calls.filter((c) => c.name === 'authorise').length, 1);
      }));

    it("Pix without a named account (INTERFACE §6.1): Confirmar unusable, the savings account chosen by a tap, sent as debtorAccount", () =>
      journey(host, 'pix-account-choice', async (page) => {
        const consentId = await startJourney(page, 'pix-escolha-conta', customer);
        await expectScreen(page, /\/pix$/, 'Confirmação');
        await page.waitForVisible({ role: 'group', name: 'Pagar com' });
        const radios = ACCOUNT_RADIOS;
        assert.deepEqual(await page.evaluate<boolean[]>(`${radios}.map((r) => r.disabled)`), [false, false, true], 'the third account cannot be chosen');
        assert.equal(await page.evaluate<boolean>("document.querySelector('main .btn--primary').disabled"), true, 'Confirmar unusable before a choice');
        await expectNoHorizontalScrollAt320(page, '/pix (account choice)');
        await expectPhoneDetails(page, '/pix (account choice)');

        await page.click({ text: 'Conta Poupança' });
        await page.waitFor('the savings account chosen', async () => (await page.evaluate<boolean[]>(`${radios}.map((r) => r.checked)`)).join() === 'false,true,false');
        await watchFetch(page, /\/status\/AUTORIZADO$/);
        const sentAfter = await pixToSecurity(page);
        await typeSmsCode(page, await latestSmsCode(customer, sentAfter));
        await page.click(confirmButton);
        await page.waitForUrl(/\/redirect$/);
        const [body] = (await sentBodies(page)) as { consentimento: { debtorAccount: unknown } }[];
        assert.deepEqual(body?.consentimento.debtorAccount, { ispb: '01234567', issuer: '0001', number: SAVINGS_NUMBER[customer], accountType: 'SVGS' });
        await expectBackAtInitiator(page, 'AUTHORISED');
        assert.equal((await consentRecord(consentId)).status, 'AUTHORISED');
      }));

    it("data sharing: 'Selecionar tudo' and one modality, 'Visualizar >', e-signature; exactly those shared", () =>
      withCustomerLock('joao', () =>
        journey(host, 'sharing', async (page) => {
          const consentId = await startJourney(page, 'compartilhamento', 'joao');
          await expectScreen(page, /\/compartilhamento$/, 'Confirmação');
          await expectText(page, 'Você possui até uma hora para confirmá-la.');

          // 'Visualizar >' of the first data group opens its modal; closing returns to the screen.
          await page.click({ role: 'button', name: /^Visualizar /, within: main });
          await page.waitForVisible(dialog);
          await page.waitForVisible({ text: 'Dados que serão compartilhados', within: dialog });
          await expectNoHorizontalScrollAt320(page, 'the data item modal');
          await expectPhoneDetails(page, 'the data item modal');
          await page.click({ role: 'button', name: 'Fechar', within: { css: '.modal-actions' } });
          await page.waitForHidden(dialog);

          const loans = { role: 'group', name: 'Empréstimos' } as const;
          const financing = { role: 'group', name: 'Financiamentos' } as const;
          await page.click({ role: 'checkbox', name: 'Selecionar tudo', within: loans });
          await page.click({ role: 'checkbox', name: 'Veículos', within: financing });
          assert.deepEqual(
            await page.evaluate<boolean[]>("Array.from(document.querySelectorAll('main fieldset input[type=checkbox]')).map((i) => i.checked)"),
            [true, true, true, true, true, false, true, false, false],
            'every loan modality and Veículos alone checked',
          );
          await expectNoHorizontalScrollAt320(page, '/compartilhamento');
          await expectPhoneDetails(page, '/compartilhamento');

          await watchFetch(page, /\/api\/canais\/v1\/compartilhamentos$/);
          await sharingToSecurity(page);
          await expectPhoneDetails(page, '/segredo (signature)');
          await fillSignature(page);
          await page.click(confirmButton);
          await page.waitForUrl(/\/redirect$/);
          const [share] = (await sentBodies(page)) as { produtos: { nome: string; modalidades: { codigo: string }[] }[]; autenticacaoEletronica: string }[];
          assert.ok(share, 'the share was sent');
          assert.equal(share.autenticacaoEletronica, CUSTOMERS.joao.signature);
          assert.deepEqual(
            share.produtos.map((p) => ({ nome: p.nome, codigos: p.modalidades.map((m) => m.codigo) })),
            [
              { nome: 'Empréstimos', codigos: ['0203', '0202', '0213', '0216'] },
              { nome: 'Financiamentos', codigos: ['0401'] },
            ],
          );
          await expectBackAtInitiator(page, 'AUTHORISED');
          const record = await consentRecord(consentId);
          assert.deepEqual(
            record.calls.map((c) => c.name).filter((n) => n === 'validateSignature' || n === 'share'),
            ['validateSignature', 'share'],
          );
        }),
      ));

    it('QR code: shown, approved in the app simulator, AUTHORISED', () =>
      withCustomerLock('ana', () =>
        journey(host, 'qr', async (page) => {
          const consentId = await startJourney(page, 'pix-imediato-qrcode', 'ana');
          await pixToSecurity(page);
          const image = { role: 'img', name: 'QR Code para autorizar a transação no app' } as const;
          await page.waitForVisible(image);
          assert.equal(await page.attribute(image, 'width'), '256');
          assert.ok((await page.count({ css: 'main svg[role="img"] path' })) > 0, 'the code is drawn');
          await expectNoHorizontalScrollAt320(page, '/segredo (QR)');
          const [pending] = (await pendingQr()).filter((q) => !q.customer || q.customer.includes(CUSTOMERS.ana.cpf.slice(4, 7)));
          assert.ok(pending, 'a pending QR transaction for Ana');
          // As Ana in her bank's app: logged in there, she approves (the bank takes no other answer).
          await approveQr('ana', pending.hash);
          // The next poll (every 10 s, real time) finds it approved and authorises.
          await expectBackAtInitiator(page, 'AUTHORISED', async () => undefined);
          assert.equal(await calls(consentId, 'authorise'), 1);
        }),
      ));

    it('iOS one-time-code autofill: the code arrives whole in the first box and fills the six', () =>
      journey(host, 'otp-autofill', async (page) => {
        const consentId = await startJourney(page, 'pix-imediato', customer);
        const sentAfter = await pixToSecurity(page);
        // What iOS needs to offer the code from Messages above the keyboard: the first box asks
        // for a one-time code, every box brings up the numeric keypad.
        assert.equal(await page.attribute(digitBox(1), 'autocomplete'), 'one-time-code');
        for (let n = 1; n <= 6; n += 1) {
          assert.equal(await page.attribute(digitBox(n), 'inputmode'), 'numeric');
          if (n > 1) assert.equal(await page.attribute(digitBox(n), 'autocomplete'), 'off');
        }
        const code = await latestSmsCode(customer, sentAfter);
        // Safari's autofill sets the first field's value to the whole code and fires 'input'.
        await page.onElement(
          digitBox(1),
          `el.focus();
           Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, ${JSON.stringify(code)});
           el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: ${JSON.stringify(code)} }));
           return true;`,
        );
        await page.waitFor('the autofilled code in the six boxes', async () => (await smsDigits(page)) === code);
        await page.click(confirmButton);
        await expectBackAtInitiator(page, 'AUTHORISED');
        assert.equal(await calls(consentId, 'authorise'), 1);
      }));

    it('device enrolment: money typed key by key, a refusal beside the limit just changed, the reason beside Confirmar, a paste, Indeterminado without its date; the PATCH body of INTERFACE §6.2; AUTHORISED', () =>
      journey(host, 'enrolment', async (page) => {
        const consentId = await startJourney(page, 'vinculo-conta-fixa', customer);
        await expectScreen(page, /\/vinculo$/, 'Vincular dispositivo');
        await expectText(page, 'Você possui até 15 minutos para confirmá-lo.');
        await expectNoHorizontalScrollAt320(page, '/vinculo');
        await expectPhoneDetails(page, '/vinculo');
        // Digits fill from the cents, '.' and ',' ignored (docs/decisions/066), with real key presses in this engine.
        assert.equal(await page.attribute(transactionLimit, 'inputmode'), 'numeric');
        assert.equal(await page.value(transactionLimit), '500,00');
        for (const { keys, shows } of TYPED_AMOUNTS) await typeLimit(page, transactionLimit, keys, shows);
        const last = TYPED_AMOUNTS[TYPED_AMOUNTS.length - 1] as (typeof TYPED_AMOUNTS)[number];

        // The daily limit lowered below it: the message beside the daily limit, the reason beside Confirmar.
        await typeLimit(page, dailyLimit, '500', '5,00');
        const message = { text: BELOW_TRANSACTION(`R$ ${last.shows}`), within: main } as const;
        await page.waitForVisible(message);
        const messageId = await page.onElement<string>(message, 'return el.id;');
        assert.ok((await page.attribute(dailyLimit, 'aria-describedby'))?.split(' ').includes(messageId), 'the message describes the daily limit');
        assert.equal(await page.attribute(dailyLimit, 'aria-invalid'), 'true');
        assert.equal(await page.attribute(transactionLimit, 'aria-invalid'), null);
        await page.waitForVisible({ text: FIX_LIMITS_TO_CONFIRM, within: main });
        assert.equal(await page.evaluate<boolean>("document.querySelector('main .btn--primary').disabled"), true, 'Confirmar vínculo unusable');
        assert.equal(await page.attribute({ role: 'button', name: 'Confirmar vínculo', within: main }, 'aria-describedby'), await page.onElement<string>({ text: FIX_LIMITS_TO_CONFIRM, within: main }, 'return el.id;'));
        await expectNoHorizontalScrollAt320(page, '/vinculo with a refused limit');

        // Pasted, an amount is read whole, as people write it.
        await page.copyToClipboard('1.500,00');
        await page.pasteInto(dailyLimit);
        await page.waitFor('the pasted daily limit', async () => ((await page.value(dailyLimit)) === '1.500,00' ? true : null));
        await page.waitForHidden(message);

        // 'Indeterminado' hides the date it replaces.
        await page.click({ label: 'Indeterminado' });
        await page.waitForHidden({ label: 'Data de término do vínculo' });
        assert.equal(await page.count({ css: 'main input[type="date"]' }), 0);
        await expectNoHorizontalScrollAt320(page, '/vinculo, Indeterminado');

        await watchFetch(page, /\/canais\/v1\/vinculos\//);
        const sentAfter = Date.now() - 1000;
        await page.click({ role: 'button', name: 'Confirmar vínculo', within: main });
        await expectScreen(page, /\/segredo$/, 'Para sua segurança');
        await typeSmsCode(page, await latestSmsCode(customer, sentAfter));
        await page.click(confirmButton);
        await page.waitFor('the authorisation sent', async () => ((await sentBodies(page)).length > 0 ? true : null));
        const [body] = (await sentBodies(page)) as Record<string, unknown>[];
        assert.equal(body?.limiteTransacao, last.sent);
        assert.equal(body?.limiteDiario, '1500.00');
        assert.equal(body?.validade, null);
        assert.deepEqual(body?.conta, { id: 'c-1' });
        await expectBackAtInitiator(page, 'AUTHORISED');
        assert.equal(await calls(consentId, 'enrolmentAuthorise'), 1);
      }));

    it('by keyboard alone, Pix without a named account (INTERFACE §6.1): Tab into the choice, arrows to the savings account, Enter on Confirmar; sent as debtorAccount', () =>
      journey(host, 'pix-account-choice-keyboard', async (page) => {
        const consentId = await startJourney(page, 'pix-escolha-conta', customer);
        await expectScreen(page, /\/pix$/, 'Confirmação');
        await expectHeadingFocused(page, 'Confirmação');
        await chooseSavingsByKeyboard(page);
        await watchFetch(page, /\/status\/AUTORIZADO$/);
        const sent = (await confirmWithSmsByKeyboard(page, 'Confirmar transação', customer)) as { consentimento: { debtorAccount: unknown } };
        assert.deepEqual(sent.consentimento.debtorAccount, { ispb: '01234567', issuer: '0001', number: SAVINGS_NUMBER[customer], accountType: 'SVGS' });
        await expectBackAtInitiator(page, 'AUTHORISED');
        assert.equal(await calls(consentId, 'authorise'), 1);
      }));

    it("by keyboard alone, device enrolment with the account chosen (INTERFACE §6.1, §6.2): arrows to the savings account, a daily limit typed, Enter on 'Confirmar vínculo', the SMS code, Enter", () =>
      journey(host, 'enrolment-keyboard', async (page) => {
        const consentId = await startJourney(page, 'vinculo', customer);
        await expectScreen(page, /\/vinculo$/, 'Vincular dispositivo');
        await expectHeadingFocused(page, 'Vincular dispositivo');
        await chooseSavingsByKeyboard(page);
        const daily = { label: 'Limite diário (opcional)' } as const;
        await tabTo(page, 'Limite diário (opcional)');
        // Digits fill from the cents (docs/decisions/066): '1500,00' pressed key by key is R$ 1.500,00.
        await page.keys('1500,00');
        await page.waitFor('the daily limit as typed', async () => ((await page.value(daily)) === '1.500,00' ? true : null));
        await watchFetch(page, /\/canais\/v1\/vinculos\//);
        const sent = (await confirmWithSmsByKeyboard(page, 'Confirmar vínculo', customer)) as Record<string, unknown>;
        assert.deepEqual(sent.conta, { id: 'c-2' });
        assert.equal(sent.limiteDiario, '1500.00');
        await expectBackAtInitiator(page, 'AUTHORISED');
        assert.equal(await calls(consentId, 'enrolmentAuthorise'), 1);
      }));

    it('recurring Pix cancelled through its modal: back at the initiator, REJECTED', () =>
      journey(host, 'recurring-cancel', async (page) => {
        const consentId = await startJourney(page, 'recorrente', customer);
        await expectScreen(page, /\/pix\/recorrente$/, 'Confirmação');
        await expectNoHorizontalScrollAt320(page, '/pix/recorrente');
        await page.click({ role: 'button', name: 'Cancelar transação', within: main });
        await page.waitForVisible({ text: /Tem certeza que deseja cancelar\?/, within: dialog });
        await expectNoHorizontalScrollAt320(page, 'the cancel modal');
        await expectPhoneDetails(page, 'the cancel modal');
        await page.click({ role: 'button', name: 'Sim, cancelar', within: dialog });
        await expectBackAtInitiator(page, 'REJECTED');
        assert.equal(await calls(consentId, 'reject'), 1);
        assert.equal(await calls(consentId, 'authorise'), 0);
      }));

    it("SPEC §8 modal: 300 opens the OVERDRAFT modal; 'Sim' authorises with the overdraft", () =>
      journey(host, 'overdraft', async (page) => {
        const consentId = await startJourney(page, 'erro-autorizar-300', customer);
        const sentAfter = await pixToSecurity(page);
        await typeSmsCode(page, await latestSmsCode(customer, sentAfter));
        await page.click(confirmButton);
        const overdraft = { role: 'dialog', name: 'Usar cheque especial?' } as const;
        await page.waitForVisible({ text: 'Saldo insuficiente. Deseja utilizar o limite do cheque especial?', exact: true, within: overdraft });
        assert.deepEqual(await page.texts({ role: 'button', within: { css: '.modal-actions' } }), ['Sim', 'Voltar']);
        await expectNoHorizontalScrollAt320(page, 'the overdraft modal');
        await page.click({ role: 'button', name: 'Sim', exact: true, within: overdraft });
        await expectBackAtInitiator(page, 'AUTHORISED');
        const record = await consentRecord(consentId);
        assert.equal(record.calls.filter((c) => c.name === 'authorise').length, 2);
        assert.equal(record.decisions, 1);
      }));

    it('SPEC §8 message under the form: 422 shows the server message, nothing decided', () =>
      journey(host, 'message-under-form', async (page) => {
        const consentId = await startJourney(page, 'erro-autorizar-422', customer);
        const sentAfter = await pixToSecurity(page);
        await typeSmsCode(page, await latestSmsCode(customer, sentAfter));
        await page.click(confirmButton);
        // Announced: the bank's message sits in the form's alert, our next step after it (decision 048).
        const error = { css: 'main [role="alert"] .form-error' } as const;
        await page.waitForVisible(error);
        assert.equal(await page.text(error), 'Limite diário para Pix excedido.');
        await expectNoHorizontalScrollAt320(page, '/segredo with its error');
        assert.match(await page.url(), /\/segredo$/);
        assert.equal(await calls(consentId, 'authorise'), 1);
        assert.equal((await consentRecord(consentId)).status, 'AWAITING_AUTHORISATION');
      }));

    it("SPEC §8 result page: 'Algo deu errado' with the server message; its button returns REJECTED", () =>
      journey(host, 'result-page', async (page) => {
        const consentId = await startJourney(page, 'erro-carga-500', customer);
        await expectScreen(page, /\/responses\/alerta$/, 'Algo deu errado');
        await expectText(page, 'Estamos passando por uma instabilidade no sistema. Tente novamente em alguns minutos.');
        assert.deepEqual(await page.texts({ role: 'button', within: main }), ['Voltar para a outra instituição']);
        await expectNoHorizontalScrollAt320(page, '/responses/alerta');
        await expectPhoneDetails(page, '/responses/alerta');
        await page.click({ role: 'button', name: 'Voltar para a outra instituição', within: main });
        await expectBackAtInitiator(page, 'REJECTED');
        assert.equal(await calls(consentId, 'rejected'), 1);
      }));

    it('redirect screen: a logo that fails to load shows the fallback image, then moves on after 5 s', () =>
      journey(host, 'redirect-logo-fallback', async (page) => {
        await startJourney(page, 'pix-imediato', customer);
        const sentAfter = await pixToSecurity(page);
        // The bank's decision answer names a logo that is not an image (the history fallback's HTML).
        const origin = new URL(await page.url()).origin;
        await watchFetch(page, /\/status\/AUTORIZADO$/, { urlLogoIniciadora: `${origin}/iniciadora/logo-que-nao-existe.png` });
        await typeSmsCode(page, await latestSmsCode(customer, sentAfter));
        const logo = { role: 'img', name: 'Logo da instituição iniciadora' } as const;
        await atNarrowWidth(
          page,
          async () => {
            await page.click(confirmButton);
            await expectScreen(page, /\/redirect$/, 'Redirecionando');
          },
          '/redirect',
          async () => {
            await page.waitFor('the fallback logo', async () => /\/assets\/initiator-fallback\.[0-9a-f]+\.svg$/.test((await page.attribute(logo, 'src')) ?? ''));
            await page.waitFor('the fallback logo drawn', () => page.onElement<boolean>(logo, 'return el.complete && el.naturalWidth > 0;'));
          },
        );
        await expectAtInitiator(page, 'AUTHORISED');
      }));

    it("issue 44's Done-when: a sweeping link and a Pix Automático authorised through the initiator, found at /autorizacoes, the maximum lowered, the link revoked, both kept after a reload; the list, the items' pages and both dialogs checked as they first show", () =>
      journey(host, 'authorisations', async (page) => {
        await authorisationsDoneWhen(page, {
          origin: BASE_URL,
          bank: BANK_HTTP,
          customer,
          onScreen: async (where) => {
            await expectSaneText(page, where);
            await expectNoHorizontalScrollAt320(page, where);
            await expectPhoneDetails(page, where);
          },
        });
      }));
  });
}
