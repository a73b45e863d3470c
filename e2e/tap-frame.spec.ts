import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { smsCustomer, startJourney } from './support/bank';
import { confirmButton, fillSmsCode, sharingToSecurity } from './support/journey';

/**
 * A tap's answer is drawn in the next frame, not eased in (decision 035): every property a CSS
 * transition animates fires events that React handles in that very frame. These tests count the
 * transitions that start on the controls a customer taps, and the animations on the dialog.
 */
/** From now on, records each `type` event on an element inside `within`: that element's text and the property or animation. */
async function recordEvents(page: Page, type: 'transitionrun' | 'animationstart', within: string): Promise<void> {
  await page.evaluate(
    ({ type, within }) => {
      const seen: string[] = [];
      (window as unknown as { __recorded: string[] }).__recorded = seen;
      document.addEventListener(
        type,
        (event) => {
          const target = event.target instanceof Element ? event.target : null;
          const inside = target?.closest(within);
          const name = event instanceof TransitionEvent ? event.propertyName : (event as AnimationEvent).animationName;
          if (inside) seen.push(`${inside.textContent?.trim()}: ${name}`);
        },
        true,
      );
    },
    { type, within },
  );
}

/** The events recorded so far, once two more frames have been drawn. */
async function recordedEvents(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __recorded: string[] }).__recorded;
  });
}

/** The controls a customer taps. */
const CONTROLS = 'button, .check';

test('a product checkbox ticked and Selecionar tudo start no transition', async ({ page }) => {
  await startJourney(page, 'compartilhamento', smsCustomer());
  await expect(page).toHaveURL(/\/compartilhamento$/);
  await recordEvents(page, 'transitionrun', CONTROLS);
  const veiculos = page.getByRole('checkbox', { name: 'Veículos' });
  await veiculos.click();
  await expect(veiculos).toBeChecked();
  const financiamentos = page.getByRole('group', { name: 'Financiamentos' });
  await financiamentos.getByRole('checkbox', { name: 'Selecionar tudo' }).click();
  await expect(financiamentos.getByRole('checkbox', { name: 'Habitacional' })).toBeChecked();
  expect(await recordedEvents(page)).toEqual([]);
});

test('Confirmar pressed goes busy, with the other buttons inactive, without a transition', async ({ page }) => {
  await startJourney(page, 'compartilhamento', smsCustomer());
  const sentAfter = await sharingToSecurity(page);
  await fillSmsCode(page, smsCustomer(), sentAfter);
  // The bank's answer is held, so the busy form stays on screen while the transitions are counted.
  await page.route('**/api/canais/v1/compartilhamentos', () => undefined);
  await recordEvents(page, 'transitionrun', CONTROLS);
  await confirmButton(page).click();
  await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  expect(await recordedEvents(page)).toEqual([]);
});

test('the cancel dialog opens and closes without an animation', async ({ page }) => {
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeVisible();
  await recordEvents(page, 'animationstart', 'dialog, [role="dialog"]');
  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Tem certeza/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toBeHidden();
  const animations = await recordedEvents(page);
  expect(animations).toEqual([]);
});
