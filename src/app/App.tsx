import 'antd/dist/antd.css';
import '../ui/layout.css';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { theme } from '../ui/theme';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={ptBR} theme={theme}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>
  );
}
