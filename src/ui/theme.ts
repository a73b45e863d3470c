import type { ThemeConfig } from 'antd';

/**
 * antd in zero-runtime mode: no styles are generated at run time (strict CSP, no inline styles);
 * the static antd.css is loaded with the app chunk. Brand colours are set in layout.css.
 */
export const theme: ThemeConfig = { zeroRuntime: true };
