jest.mock('@ant-design/icons', () => jest.requireActual('../../support/antIconsStub').iconsModule);
// antd's Checkbox, counted: each render records its label. The real one still renders.
jest.mock('antd', () => {
  const actual = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  const rendered: string[] = [];
  const Checkbox = (props: { children?: unknown }) => {
    rendered.push(String(props.children));
    return createElement(actual.Checkbox, props);
  };
  return { ...actual, Checkbox, checkboxRenders: rendered };
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer } from '../../../src/app/rootReducer';
import { setConfig } from '../../../src/config/currentConfig';
import { consentLoaded } from '../../../src/features/consent/consentSlice';
import SharingScreen from '../../../src/features/sharing/SharingScreen';
import { sharingLoaded } from '../../support/consents';
import { renderWithStore } from '../../support/renderWithStore';
import { testConfig } from '../../support/testConfig';

const { checkboxRenders } = jest.requireMock('antd') as { checkboxRenders: string[] };

beforeAll(() => {
  setConfig(testConfig);
  if (typeof performance.getEntriesByName !== 'function') Object.assign(performance, { getEntriesByName: () => [] });
  if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });
});

/**
 * A tap on the sharing screen renders again only the checkboxes whose state it changed: antd's
 * Checkbox is the costly part of a tap on a slow phone (issue #15, 'modality toggled' within 100 ms).
 */
describe('what a tap on a product checkbox renders again', () => {
  const emprestimos = () => within(screen.getByRole('group', { name: 'Empréstimos' }));

  function setup() {
    renderWithStore(<SharingScreen />, rootReducer(undefined, consentLoaded(sharingLoaded())));
    checkboxRenders.length = 0;
  }

  it('a modality: that modality and its group’s Selecionar tudo, nothing of the other group', async () => {
    setup();
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Consignado' }));
    expect(emprestimos().getByRole('checkbox', { name: 'Consignado' })).toBeChecked();
    expect([...new Set(checkboxRenders)].sort()).toEqual(['Consignado', 'Selecionar tudo']);
  });

  it('Selecionar tudo: the group’s checkboxes, each once the tap has changed it', async () => {
    setup();
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Consignado' }));
    checkboxRenders.length = 0;
    await userEvent.click(emprestimos().getByRole('checkbox', { name: 'Selecionar tudo' }));
    expect(emprestimos().getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // Consignado was already chosen: it keeps its render.
    expect(checkboxRenders).not.toContain('Consignado');
    expect(checkboxRenders).toContain('Selecionar tudo');
    expect(checkboxRenders).toContain('Crédito pessoal');
  });
});
