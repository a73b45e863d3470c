import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { copy } from '../copy/ptBR';
import ResultScreen from '../features/results/ResultScreen';
import { Layout } from './Layout';
import { arrivedScreen, loadAntdScope, ROUTES, type RouteLine, type ScreenModule } from './routeTable';

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

/**
 * The screens of the app's own chunk (`eager` in routeTable.ts), imported here, on React's side, so
 * that the store chunk never waits for React: the result pages show without one more download.
 */
const EAGER = new Map<RouteLine, ComponentType>([[ROUTES.results, ResultScreen]]);

/**
 * A screen in a chunk of its own. The navigator moves only once the chunk has arrived (bootApp.ts),
 * so it renders at once; `lazy` is the fallback for a screen React meets before its chunk (a page
 * opened directly): React holds a suspended screen's reveal back for a while after its fallback.
 */
function chunkScreen(line: RouteLine, load: () => Promise<ScreenModule>): ComponentType {
  const Lazy = lazy(line.antd ? withAntd(load) : load);
  return function RouteScreen() {
    // Decided once per mount: switching between the two would remount the screen and lose its state.
    const [ready] = useState(() => arrivedScreen(line));
    if (!ready) return page(Lazy);
    const Screen = ready.screen.default;
    const Scope = ready.scope?.AntdScope;
    return Scope ? (
      <Scope>
        <Screen />
      </Scope>
    ) : (
      <Screen />
    );
  };
}

/** One chunk per screen (routeTable.ts): a screen's code loads only when the customer reaches it, or is about to. */
const routesOf = (line: RouteLine): RouteObject[] => {
  const Screen = EAGER.get(line) ?? (line.screen ? chunkScreen(line, line.screen) : null);
  if (!Screen) throw new Error(`routes.tsx: a route without a screen (${line.paths.join(', ')})`);
  return line.paths.map((path) => ({ path, element: <Screen /> }));
};

export const appRoutes: RouteObject[] = [{ element: <Layout />, children: Object.values(ROUTES).flatMap(routesOf) }];
