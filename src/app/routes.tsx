import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../ui/Layout';
import { PATHS } from './paths';
import { loadAntdScope, screenModules } from './screenModules';

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

const ANTD_SCREENS: ReadonlySet<keyof typeof screenModules> = new Set(['sharing', 'security', 'handoff']);

/** One chunk per screen: a screen's code loads only when the customer reaches it (or is about to). */
const screens = Object.fromEntries(
  Object.entries(screenModules).map(([name, load]) => [
    name,
    lazy(ANTD_SCREENS.has(name as keyof typeof screenModules) ? withAntd(load as () => Promise<ScreenModule>) : load),
  ]),
) as unknown as {
  [K in keyof typeof screenModules]: LazyExoticComponent<ComponentType>;
};

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<p className="screen-loading">Carregando...</p>}>
    <Screen />
  </Suspense>
);

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.entry, element: page(screens.entry) },
      { path: PATHS.callback, element: page(screens.callback) },
      { path: PATHS.loading, element: page(screens.loading) },
      { path: PATHS.pix, element: page(screens.pix) },
      { path: PATHS.pixScheduled, element: page(screens.pixScheduled) },
      { path: PATHS.pixRecurring, element: page(screens.pixRecurring) },
      { path: PATHS.pixSweeping, element: page(screens.pixSweeping) },
      { path: PATHS.pixAutomatic, element: page(screens.pixAutomatic) },
      { path: PATHS.sharing, element: page(screens.sharing) },
      { path: PATHS.security, element: page(screens.security) },
      { path: PATHS.redirect, element: page(screens.redirect) },
      { path: PATHS.responses, element: page(screens.results) },
      { path: `${PATHS.responses}/:type`, element: page(screens.results) },
      { path: PATHS.deviceError, element: page(screens.results) },
      { path: PATHS.handoff, element: page(screens.handoff) },
      { path: '*', element: page(screens.results) },
    ],
  },
];
