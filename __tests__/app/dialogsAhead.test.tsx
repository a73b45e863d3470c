import { act, screen } from '@testing-library/react';
import { Layout } from '../../src/app/Layout';
import { setConfig } from '../../src/config/currentConfig';
import { renderWithStore } from '../support/renderWithStore';
import { loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/testConfig';

/**
 * On a confirmation screen the dialogs are made ready ahead of a tap (app/Layout.tsx): their code,
 * then the closed dialog, each in an idle moment of its own. Their code's tags inserted in the
 * screen's effects held its first frame back (decision 025); antd's theme is no longer mounted in a
 * step of its own (decision 055).
 */
// The dialogs' code, counted: its module is evaluated once, when the portal first asks for it. The
// module registry keeps it for the whole file, so the test that must not load it runs first.
let mockEvaluations = 0;
jest.mock('../../src/app/ModalHost', () => {
  const { createElement } = jest.requireActual('react');
  mockEvaluations += 1;
  return { __esModule: true, default: () => createElement('p', null, 'the closed dialog') };
});

const idle: Array<() => void> = [];
beforeAll(() => setConfig(testConfig));
beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = ((work: () => void) => idle.push(work)) as unknown as typeof window.requestIdleCallback;
});
afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** Runs what waited for the next idle moment, and what React does after it. */
async function idleMoment() {
  expect(idle).toHaveLength(1);
  await act(async () => idle.shift()?.());
}

test('on the loading screen, neither comes down', async () => {
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/carregando', search: '' } }));
  await act(async () => undefined);
  expect(idle).toHaveLength(0);
  expect(mockEvaluations).toBe(0);
  expect(screen.queryByText('the closed dialog')).toBeNull();
});

test("on a confirmation screen, the dialogs' code comes down in one idle moment and the closed dialog is mounted in the next", async () => {
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/pix', search: '' } }));
  await act(async () => undefined);
  expect(mockEvaluations).toBe(0);

  await idleMoment();
  expect(mockEvaluations).toBe(1);
  expect(screen.queryByText('the closed dialog')).toBeNull();

  await idleMoment();
  expect(screen.getByText('the closed dialog')).toBeInTheDocument();
  expect(idle).toHaveLength(0);
  expect(mockEvaluations).toBe(1);
});
