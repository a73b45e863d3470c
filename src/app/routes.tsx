import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { copy } from '../copy/ptBR';
import ResultScreen from '../features/results/ResultScreen';
import { arrivedComponent } from './Arrived';
import { Layout } from './Layout';
import { ROUTES, screenArrival, type ArrivedScreen, type RouteLine } from './routeTable';

/** Screens that render antd components get antd's theme, locale and CSS with them, lazily. */
const screenComponent = ({ screen, scope }: ArrivedScreen): ComponentType => {
  if (!scope) return screen.default;
  const { AntdScope } = scope;
  return function AntdScreen() {
    return (
      <AntdScope>
        <screen.default />
      </AntdScope>
    );
  };
};

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
function chunkScreen(line: RouteLine): ComponentType | null {
  const code = screenArrival(line);
  return code && arrivedComponent(code, screenComponent, <p className="screen-loading">{copy.app.loadingApp}</p>);
}

/** One chunk per screen (routeTable.ts): a screen's code loads only when the customer reaches it, or is about to. */
const routesOf = (line: RouteLine): RouteObject[] => {
  const Screen = EAGER.get(line) ?? chunkScreen(line);
  if (!Screen) throw new Error(`routes.tsx: a route without a screen (${line.paths.join(', ')})`);
  return line.paths.map((path) => ({ path, element: <Screen /> }));
};

export const appRoutes: RouteObject[] = [{ element: <Layout />, children: Object.values(ROUTES).flatMap(routesOf) }];
