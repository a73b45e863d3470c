import { render } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { AntdScope } from '../../src/ui/AntdScope';
import { extractionTheme } from '../../src/ui/theme';

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
