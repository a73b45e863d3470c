import { screen } from '@testing-library/react';
import { Layout } from '../../src/app/Layout';
import { setConfig } from '../../src/config/currentConfig';
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
// The build inlines each logo as its own data URI; jest maps every SVG to one stub, so Layout gets
// distinct values here.
jest.mock('../../src/ui/logos', () => ({
  headerLogos: { bank: 'data:image/svg+xml;base64,YmFuaw==', openFinance: 'data:image/svg+xml;base64,b3Blbg==' },
  decodeLogosAhead: jest.fn(),
}));

beforeAll(() => setConfig(testConfig));

test('each header logo is prepared once, in a task of its own, however often the start-up asks', async () => {
  const { decodeLogosAhead, headerLogos } = jest.requireActual<typeof import('../../src/ui/logos')>('../../src/ui/logos');
  const sources: string[] = [];
  const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
    sources.push(value);
  });
  jest.useFakeTimers();
  try {
    const first = decodeLogosAhead();
    const second = decodeLogosAhead();
    // Nothing in the calling task: each image is built in a task of its own.
    expect(sources).toEqual([]);
    await jest.runOnlyPendingTimersAsync();
    expect(sources).toEqual([headerLogos.bank]);
    await jest.runOnlyPendingTimersAsync();
    await Promise.all([first, second]);
    expect(sources).toEqual([headerLogos.bank, headerLogos.openFinance]);
  } finally {
    jest.useRealTimers();
    setSrc.mockRestore();
  }
});

test('the header shows the logos that are prepared', () => {
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/carregando', search: '' } }));
  const sources = Array.from(screen.getByRole('banner').querySelectorAll('img')).map((image) => image.getAttribute('src'));
  expect(sources).toEqual([BANK, OPEN_FINANCE]);
});
