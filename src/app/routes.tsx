import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { copy } from '../copy/ptBR';
import { Layout } from './Layout';
import { loadAntdScope, ROUTES, type RouteLine } from './routeTable';

type ScreenModule = { default: ComponentType };

/** Screens that render antd components get antd's theme, locale and CSS with them, lazily. */
const withAntd = (load: () => Promise<ScreenModule>) => () =>
  Promise.all([load(), loadAntdScope()]).then(([screen, { AntdScope }]) => ({
    default: function AntdScreen() {
      return (
        <AntdScope>
          <screen.default />
        </AntdScope>
      );
    },
  }));

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<p className="screen-loading">{copy.app.loadingApp}</p>}>
    <Screen />
  </Suspense>
);

/** One chunk per screen (routeTable.ts): a screen's code loads only when the customer reaches it, or is about to. */
const routesOf = (line: RouteLine): RouteObject[] => {
  const Eager = line.eager;
  const element = Eager ? <Eager /> : page(lazy(line.antd ? withAntd(line.screen) : line.screen));
  return line.paths.map((path) => ({ path, element }));
};

export const appRoutes: RouteObject[] = [{ element: <Layout />, children: Object.values(ROUTES).flatMap(routesOf) }];
