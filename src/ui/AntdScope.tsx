import './generated/antd.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Ant Design's theme, locale and CSS for the parts of the portal that use antd components (modals,
 * security forms, product selection, result pages). The first confirmation screens render without
 * antd, so antd's runtime and CSS load only with these parts (docs/decisions/008).
 *
 * Even in zero-runtime mode antd registers its CSS variables as <style> elements; they are already
 * in the build-time CSS, so those elements go to a node never attached to the page (CSP).
 */
const detachedStyles = document.createElement('div');

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={detachedStyles}>
      <ConfigProvider locale={ptBR} theme={theme}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
