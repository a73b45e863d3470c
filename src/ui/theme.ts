import type { ThemeConfig } from 'antd';

/**
 * One theme for the run-time app and for the build-time CSS extraction (scripts/antd-css.tsx).
 * antd runs in zero-runtime mode: its component CSS is generated at build time for exactly these
 * tokens, so nothing is generated in the browser (strict CSP: `style-src 'self'`). The CSS-variable
 * key is fixed so the class names of the extracted CSS match the ones React renders.
 */
const ANTD_CSS_VAR_KEY = 'coop';

const tokens: ThemeConfig['token'] = {
  // The cooperative's green; white text on it has a 6.9:1 contrast ratio (WCAG AA).
  colorPrimary: '#0b6b3a',
  colorLink: '#0b6b3a',
  colorError: '#a8071a',
  colorTextSecondary: '#4a5550',
  colorTextTertiary: '#4a5550',
  colorTextDescription: '#4a5550',
  colorTextPlaceholder: '#5f6b65',
  borderRadius: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** For the extraction: the same tokens with run-time generation on, so the CSS can be collected. */
export const extractionTheme: ThemeConfig = { cssVar: { key: ANTD_CSS_VAR_KEY }, hashed: false, token: tokens };

export const theme: ThemeConfig = { ...extractionTheme, zeroRuntime: true };

/**
 * Every antd component the portal renders, and no other: a unit test checks this against the imports
 * in src/ both ways (a component missing would render unstyled; one too many is CSS downloaded and parsed
 * for nothing).
 */
export const ANTD_COMPONENTS = ['Button', 'Spin'] as const;
