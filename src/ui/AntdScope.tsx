import './generated/antd.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ConfigProviderProps } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Ant Design's theme, locale and CSS for the parts of the portal that use antd components (the
 * security forms; the modal has not since decision 080, nor the product selection since 074). The
 * confirmation screens render without antd, so antd's runtime and CSS load only with these parts
 * (docs/decisions/008).
 *
 * No click wave: antd's starts CSS transitions on the tapped button in the frame that should show the
 * tap's answer (a busy 'Confirmar' included), which decision 035 keeps free of them, and the
 * portal's own buttons have none (docs/decisions/075).
 *
 * Even in zero-runtime mode antd registers its CSS variables as <style> elements; they are already
 * in the build-time CSS, so those elements go to a node never attached to the page (CSP).
 */
const detachedStyles = document.createElement('div');
const NO_WAVE: ConfigProviderProps['wave'] = { disabled: true };

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={detachedStyles}>
      <ConfigProvider locale={ptBR} theme={theme} wave={NO_WAVE}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
