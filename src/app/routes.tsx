import type { ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { copy } from '../copy/ptBR';
import ResultScreen from '../features/results/ResultScreen';
import { arrivedComponent } from './Arrived';
import { Layout } from './Layout';
import { routeOf, ROUTES, screenArrival, type ArrivedScreen, type RouteLine } from './routeTable';

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
 * The fallback waits as a waiting screen does, past the viewport's bottom: the footer stays out of
 * sight, and the screen that replaces it does not push it away (docs/decisions/057).
 */
function chunkScreen(line: RouteLine): ComponentType | null {
  const code = screenArrival(line);
  const fallback = (
    <div className="waiting">
      <p className="screen-loading">{copy.app.loadingApp}</p>
    </div>
  );
  return code && arrivedComponent(code, screenComponent, fallback);
}

/** One component per screen: the paths drawing the same screen render the same component. */
const components = new Map<RouteLine, ComponentType>();

/** The component drawing the page at `path`: its route table line's screen (routeOf, the portal's one matcher). */
export function screenComponentOf(path: string): ComponentType {
  const line = routeOf(path);
  const Screen = components.get(line) ?? EAGER.get(line) ?? chunkScreen(line);
  if (!Screen) throw new Error(`routes.tsx: a route without a screen (${path})`);
  components.set(line, Screen);
  return Screen;
}

function RouteScreen() {
  const Screen = screenComponentOf(useLocation().pathname);
  return <Screen />;
}

/**
 * One route, every path: which screen a path shows is the route table's (journey/paths.ts, decision
 * 072), read by the same matcher as the route saga's and the servers'. React Router's own patterns
 * ignore case and a trailing slash, and drew /PIX or /carregando/ with a screen whose work the route
 * saga never started. Each screen's code loads only when the customer reaches it, or is about to
 * (routeTable.ts).
 */
export const appRoutes: RouteObject[] = [{ element: <Layout />, children: [{ path: '*', element: <RouteScreen /> }] }];
