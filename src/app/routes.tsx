import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../ui/Layout';
import { PATHS } from './paths';

/** One chunk per screen: a screen's code loads only when the customer reaches it. */
const screens = {
  entry: lazy(() => import(/* webpackChunkName: "entry-screen" */ '../features/session/EntryScreen')),
  callback: lazy(() => import(/* webpackChunkName: "callback" */ '../features/session/CallbackScreen')),
  loading: lazy(() => import(/* webpackChunkName: "loading" */ '../features/consent/LoadingScreen')),
  pix: lazy(() => import(/* webpackChunkName: "pix" */ '../features/payment/PixScreen')),
  pixScheduled: lazy(() => import(/* webpackChunkName: "pix-scheduled" */ '../features/payment/PixScheduledScreen')),
  pixRecurring: lazy(() => import(/* webpackChunkName: "pix-recurring" */ '../features/recurring/RecurringScreen')),
  pixSweeping: lazy(() => import(/* webpackChunkName: "pix-sweeping" */ '../features/recurring/SweepingScreen')),
  pixAutomatic: lazy(() => import(/* webpackChunkName: "pix-automatic" */ '../features/recurring/AutomaticScreen')),
  sharing: lazy(() => import(/* webpackChunkName: "sharing" */ '../features/sharing/SharingScreen')),
  security: lazy(() => import(/* webpackChunkName: "security" */ '../features/security/SecurityScreen')),
  redirect: lazy(() => import(/* webpackChunkName: "redirect" */ '../features/results/RedirectScreen')),
  results: lazy(() => import(/* webpackChunkName: "results" */ '../features/results/ResultScreen')),
  handoff: lazy(() => import(/* webpackChunkName: "handoff" */ '../features/results/HandoffScreen')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

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
