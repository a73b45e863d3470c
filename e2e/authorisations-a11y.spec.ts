import { expect, test } from './support/test';
import { logIn } from './support/bank';
import { auditScreen } from './support/audit';
import { authorisationPagePath, seededAuthorisation } from './harness/authorisations';

/**
 * Issue 44 point 7: axe (WCAG 2.2 A and AA) at 360 and 1280 px on an authorisation's page of every
 * kind, each the kind's terms drawn read-only with the actions it allows. The list and the two
 * dialogs are audited where they are reached (e2e/authorisations-list.spec.ts,
 * e2e/authorisations-actions.spec.ts). Carlos's seeds (mocks/authorisations.ts) are only read here.
 */
const CUSTOMER = 'carlos' as const;
const ONE_PER_KIND = ['dados', 'pix-agendado', 'recorrente', 'sweeping', 'automatico', 'vinculo'] as const;

test("an authorisation's page of every kind has no axe violation at 360 and 1280 px", async ({ page }) => {
  for (const [index, slug] of ONE_PER_KIND.entries()) {
    const path = authorisationPagePath(seededAuthorisation(CUSTOMER, slug));
    await page.goto(path);
    // A fresh login the first time; the session then stays with the tab.
    if (index === 0) await logIn(page, CUSTOMER);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 2, name: 'O que você autorizou' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await auditScreen(page, `autorizacao-${slug}`);
  }
});
