import { act, screen } from '@testing-library/react';
import { Layout } from '../../src/app/Layout';
import { setConfig } from '../../src/config/currentConfig';
import { renderWithStore } from '../support/renderWithStore';
import { loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/testConfig';

/**
 * On a confirmation screen the dialogs are made ready ahead of a tap (app/Layout.tsx): their code,
 * then antd's theme alone, then the closed dialog, each in an idle moment of its own. antd's theme
 * is one component's render that React cannot cut; with the dialog it was one long task.
 */
jest.mock('../../src/app/dialogsChunk', () => {
  const { createElement } = jest.requireActual('react');
  return {
    evaluateModalHost: () =>
      Promise.resolve({
        default: () => createElement('p', null, 'the closed dialog'),
        AntdThemeAhead: () => createElement('p', null, "antd's theme"),
      }),
  };
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

test("on a confirmation screen, antd's theme is mounted in one idle moment and the closed dialog in the next", async () => {
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/pix', search: '' } }));
  await act(async () => undefined);
  expect(screen.queryByText("antd's theme")).toBeNull();

  await idleMoment();
  expect(screen.getByText("antd's theme")).toBeInTheDocument();
  expect(screen.queryByText('the closed dialog')).toBeNull();

  await idleMoment();
  expect(screen.getByText('the closed dialog')).toBeInTheDocument();
  expect(screen.getByText("antd's theme")).toBeInTheDocument();
  expect(idle).toHaveLength(0);
});

test('on the loading screen, neither comes down', async () => {
  renderWithStore(<Layout>screen</Layout>, stateWith({ session: loggedInSession, location: { path: '/carregando', search: '' } }));
  await act(async () => undefined);
  expect(idle).toHaveLength(0);
  expect(screen.queryByText("antd's theme")).toBeNull();
});
