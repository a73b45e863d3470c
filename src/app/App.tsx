import '../ui/generated/antd.css';
import '../ui/layout.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { theme } from '../ui/theme';

/**
 * Even in zero-runtime mode antd registers its CSS variables as <style> elements. The variables are
 * already in the build-time CSS, so those elements go to a node that is never attached to the page:
 * no inline style ever reaches the document (CSP `style-src 'self'`).
 */
const detachedStyles = document.createElement('div');

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <StyleProvider container={detachedStyles}>
        <ConfigProvider locale={ptBR} theme={theme}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </StyleProvider>
    </Provider>
  );
}
