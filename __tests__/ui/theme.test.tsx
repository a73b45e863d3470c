import { render, screen } from '@testing-library/react';
import { Button, theme as antdTheme } from 'antd';
import { AntdScope } from '../../src/ui/AntdScope';
import { deriveThemeAhead, extractionTheme } from '../../src/ui/theme';

/**
 * antd derives the theme's tokens inside its first component's render (one task React cannot cut);
 * the dialogs' code derives them ahead, in a task of its own (app/dialogsChunk.ts). antd must then
 * find them, and render with the tokens the build-time CSS was generated for.
 */
test("antd's first render derives the theme's tokens through the portal, for the very seed deriveThemeAhead derives", () => {
  const derive = jest.spyOn(antdTheme, 'defaultAlgorithm');
  render(
    <AntdScope>
      <Button>Confirmar</Button>
    </AntdScope>,
  );
  expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveClass('ant-btn');
  expect(derive).toHaveBeenCalledTimes(1);
  // Ahead of a first render, the same derivation: remembered, so that render derives nothing.
  deriveThemeAhead();
  expect(derive).toHaveBeenCalledTimes(1);
  derive.mockRestore();
});

test("antd renders with the tokens of the build-time CSS (scripts/antd-css.tsx's theme, antd's own algorithm)", () => {
  let rendered: Record<string, unknown> = {};
  function Probe() {
    rendered = antdTheme.useToken().token as unknown as Record<string, unknown>;
    return null;
  }
  render(
    <AntdScope>
      <Probe />
    </AntdScope>,
  );
  const expected = antdTheme.getDesignToken(extractionTheme);
  expect(rendered.colorPrimary).toBe('#0b6b3a');
  expect(rendered).toMatchObject(expected as unknown as Record<string, unknown>);
});
