import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { consentRecord, latestSmsCode, smsCustomer, startJourney } from './support/bank';
import { sendingSms } from './support/journey';

/** Each consent kind of SPEC §2: its screen, its way to /segredo, and its cancel with the right call. */
interface KindCase {
  scenario: string;
  path: string;
  texts: (string | RegExp)[];
  confirm: string;
  /** The modal whose 'Continuar' leads on, for kinds that have one (SPEC §4). */
  confirmModal: boolean;
  cancel: string;
  cancelConfirm: string;
  cancelCall: string;
}

const CASES: KindCase[] = [
  {
    scenario: 'pix-agendado',
    path: '/pix/agendamento',
    texts: ['Pix agendado', 'Pix - Open Finance', /agendamento, não do pagamento/i, /um dia antes/i],
    confirm: 'Confirmar transação',
    confirmModal: false,
    cancel: 'Cancelar transação',
    cancelConfirm: 'Sim, cancelar',
    cancelCall: 'reject',
  },
  {
    scenario: 'recorrente',
    path: '/pix/recorrente',
    texts: ['Recebedor', 'Chave Pix', /5 minutos/],
    confirm: 'Confirmar transação',
    confirmModal: true,
    cancel: 'Cancelar transação',
    cancelConfirm: 'Sim, cancelar',
    cancelCall: 'reject',
  },
  {
    scenario: 'sweeping',
    path: '/pix/sweeping',
    texts: [/Vínculo com/, 'Titular', 'Conta de origem', 'Dados do vínculo'],
    confirm: 'Confirmar vínculo',
    confirmModal: true,
    cancel: 'Cancelar vínculo',
    cancelConfirm: 'Sim, cancelar',
    cancelCall: 'automaticCancel',
  },
  {
    scenario: 'automatico',
    path: '/pix/automatico',
    texts: ['Recebedor', 'Pagamento imediato', /juros e multa/i],
    confirm: 'Confirmar',
    confirmModal: true,
    cancel: 'Cancelar',
    cancelConfirm: 'Sim, cancelar',
    cancelCall: 'automaticCancel',
  },
  {
    scenario: 'compartilhamento',
    path: '/compartilhamento',
    texts: ['Você possui até uma hora para confirmá-la.', 'Selecionar tudo'],
    confirm: 'Confirmar compartilhamento',
    confirmModal: false,
    cancel: 'Recusar compartilhamento',
    cancelConfirm: 'Sim, recusar',
    cancelCall: 'shareReject',
  },
];

const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

for (const kind of CASES) {
  test.describe(`${kind.scenario} (${kind.path})`, () => {
    test('shows its screen and leads to the security step', async ({ page }) => {
      await startJourney(page, kind.scenario, smsCustomer());
      await expect(page).toHaveURL(new RegExp(`${kind.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const text of kind.texts) await expect(page.getByText(text).first()).toBeVisible();
      await auditScreen(page, kind.scenario);

      await button(page, kind.confirm).click();
      if (kind.confirmModal) {
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await auditScreen(page, `${kind.scenario}-modal-confirm`);
        await dialog.getByRole('button', { name: 'Continuar' }).click();
      }
      await expect(page).toHaveURL(/\/segredo$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Para sua segurança' })).toBeVisible();
    });

    test('cancel returns to the initiator after the right call', async ({ page }) => {
      await page.clock.install();
      const consentId = await startJourney(page, kind.scenario, smsCustomer());
      await expect(page).toHaveURL(new RegExp(`${kind.path}$`));
      await button(page, kind.cancel).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await auditScreen(page, `${kind.scenario}-modal-cancel`);
      await dialog.getByRole('button', { name: kind.cancelConfirm }).click();
      await expect(page).toHaveURL(/\/redirect$/);
      await page.clock.fastForward(5000);
      await expect(page).toHaveURL(/\/iniciadora\/retorno/);
      await expect(page.getByText('Status do consentimento: REJECTED')).toBeVisible();
      const record = await consentRecord(page.request, consentId);
      expect(record.calls.filter((c) => c.name === kind.cancelCall)).toHaveLength(1);
      expect(record.decisions).toBe(1);
    });
  });
}

test('the share payload holds exactly the selected modalities', async ({ page }) => {
  await startJourney(page, 'compartilhamento', smsCustomer());
  await expect(page).toHaveURL(/\/compartilhamento$/);
  const veiculos = page.getByRole('checkbox', { name: 'Veículos' });
  await veiculos.check();
  await expect(veiculos).toBeChecked();
  const sentAfter = await sendingSms(page, () => button(page, 'Confirmar compartilhamento').click());
  await expect(page).toHaveURL(/\/segredo$/);

  const code = await latestSmsCode(page.request, smsCustomer(), sentAfter);
  const share = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/canais/v1/compartilhamentos'));
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const body = (await share).postDataJSON() as { produtos: { nome: string; modalidades: { codigo: string }[] }[]; tokenSMS: string };
  expect(body.tokenSMS).toBe(code);
  expect(body.produtos).toHaveLength(1);
  expect(body.produtos[0]?.modalidades.map((m) => m.codigo)).toEqual(['0401']);
});
