import { screen } from '@testing-library/react';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Layout } from '../../src/app/Layout';
import { setConfig } from '../../src/config/currentConfig';
import { decodeLogosAhead, headerLogos } from '../../src/ui/logos';
import { renderWithStore } from '../support/renderWithStore';
import { loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/testConfig';

/**
 * The header's logos are prepared while the start-up waits on the network (ui/logos.ts, decision
 * 038), so that React's first render reuses them. That only helps if the images prepared are the
 * very ones the header shows, and if they are kept.
 */
const BANK = 'data:image/svg+xml;base64,YmFuaw==';
const OPEN_FINANCE = 'data:image/svg+xml;base64,b3Blbg==';

/** The src given to each image the module builds, in order, and a weak hold on the image. */
const prepared: { src: string; image: WeakRef<HTMLImageElement> }[] = [];

beforeAll(() => {
  setConfig(testConfig);
  // jest maps every SVG file to one stub, so both logos would be the same string and a mix-up
  // would go unseen: the module's own object gets two distinct values, which the preparation and
  // the header both read.
  Object.assign(headerLogos, { bank: BANK, openFinance: OPEN_FINANCE });
});

test('each header logo is prepared once, in a task of its own, however often the start-up asks', async () => {
  const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
    prepared.push({ src: value, image: new WeakRef(this) });
  });
  const sources = () => prepared.map(({ src }) => src);
  jest.useFakeTimers();
  try {
    const first = decodeLogosAhead();
    const second = decodeLogosAhead();
    // Nothing in the calling task: each image is built in a task of its own.
    expect(sources()).toEqual([]);
    await jest.runOnlyPendingTimersAsync();
    expect(sources()).toEqual([BANK]);
    await jest.runOnlyPendingTimersAsync();
    await Promise.all([first, second, decodeLogosAhead()]);
    expect(sources()).toEqual([BANK, OPEN_FINANCE]);
  } finally {
    jest.useRealTimers();
    setSrc.mockRestore();
  }
});

test('the header shows the very logos that were prepared, in the same order', () => {
  expect(prepared).toHaveLength(2);
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/carregando', search: '' } }));
  const shown = Array.from(screen.getByRole('banner').querySelectorAll('img')).map((image) => image.getAttribute('src'));
  expect(shown).toEqual(prepared.map(({ src }) => src));
});

test('the prepared images are kept: a garbage collection leaves them alive', async () => {
  expect(prepared).toHaveLength(2);
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // A weak reference holds its target until the current job ends: collect in a later task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  expect(prepared.map(({ image }) => image.deref() instanceof HTMLImageElement)).toEqual([true, true]);
});
