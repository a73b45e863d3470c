import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, test } from './support/test';
import { consentRecord, startJourney } from './support/bank';
import { confirmButton, expectBackAtInitiator, fillSmsCode, pixToSecurity } from './support/journey';
import { createApp } from '../mocks/app';

/**
 * INTERFACE §2's example /config.json, served byte for byte (issue 31, point 1): plain http on
 * 127.0.0.1:8080 and no other key. Checks outside the project serve exactly this file, so a journey
 * must complete with it. The example names port 8080, so this file runs a bank of its own there.
 */
const EXAMPLE = readFileSync(path.resolve(__dirname, 'fixtures/interface-config.json'), 'utf8');
const ORIGIN = 'http://127.0.0.1:8080';

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

let bank: FastifyInstance | undefined;

test.beforeAll(async () => {
  bank = await createApp({ host: '127.0.0.1', port: 8080, publicUrl: ORIGIN, log: 'silent', configOverride: EXAMPLE });
  try {
    await bank.listen({ host: '127.0.0.1', port: 8080 });
  } catch (error) {
    throw new Error(`INTERFACE §2's example needs 127.0.0.1:8080 free (is 'npm start' running?): ${String(error)}`);
  }
});

test.afterAll(async () => {
  await bank?.close();
});

test('a Pix journey completes with the example /config.json, unchanged', async ({ page }) => {
  const served = await page.request.get('/config.json');
  expect(await served.text()).toBe(EXAMPLE);

  await page.clock.install();
  const consentId = await startJourney(page, 'pix-imediato', 'maria');
  const sentAfter = await pixToSecurity(page);
  await fillSmsCode(page, 'maria', sentAfter);
  await confirmButton(page).click();
  await expectBackAtInitiator(page, 'AUTHORISED');
  expect((await consentRecord(page.request, consentId)).status).toBe('AUTHORISED');
});
