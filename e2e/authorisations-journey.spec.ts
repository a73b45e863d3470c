import { expect, test } from './support/test';
import { playwrightHttp, smsCustomer } from './support/bank';
import { onPlaywright } from './support/playwrightPage';
import { authorisationsDoneWhen } from './harness/authorisations';

/**
 * Issue 44's Done-when in Chromium, from the simulated bank as `npm start` serves it (the steps are
 * e2e/harness/authorisations.ts, which WebKit and Firefox walk too): a customer authorises a
 * sweeping link and a Pix Automático through the initiator's page, opens her authorisations at the
 * bank, finds both, lowers the automatic Pix's maximum amount, revokes the sweeping link, reloads
 * and sees both changes kept by the bank. The customer is this worker's SMS customer, and the
 * journey changes only the two items it authorised: it runs beside the other specs.
 */
test("Done-when: a sweeping link and a Pix Automático authorised through the initiator, found at /autorizacoes, the maximum lowered, the link revoked, both kept after a reload", async ({ page }) => {
  // Two whole consent journeys and the two changes: more than the default time on a busy machine.
  test.slow();
  await page.clock.install();
  const customer = smsCustomer();
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/canais/v1/autorizacoes/')) patches.push(new URL(request.url()).pathname);
  });

  const { sweeping, automatic } = await authorisationsDoneWhen(onPlaywright(page), {
    origin: '',
    bank: playwrightHttp(page.request),
    customer,
    passRedirect: () => page.clock.fastForward(5000),
  });

  // One PATCH for each change, however the page got there.
  const bff = (id: string) => `/api/canais/v1/autorizacoes/${encodeURIComponent(id)}`;
  expect(patches).toEqual([bff(automatic.id), `${bff(sweeping.id)}/status/REVOGADO`]);
});
