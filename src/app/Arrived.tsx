import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Arrival } from './arrival';

/**
 * A component from lazily loaded code (app/arrival.ts): rendered at once when the code has arrived,
 * through `lazy` and `Suspense` (with `fallback`) otherwise. A failed download throws to the nearest
 * error boundary (ui/LoadFailure.tsx). `componentOf` gives the component of the module; for code
 * that has arrived, it is asked once per mount.
 */
export function arrivedComponent<M>(code: Arrival<M>, componentOf: (module: M) => ComponentType, fallback: ReactNode): ComponentType {
  const Lazy = lazy(() => code.load().then((module) => ({ default: componentOf(module) })));
  return function Arrived() {
    // Decided once per mount: switching between the two would remount the component and lose its state.
    const [Ready] = useState(() => {
      const module = code.arrived();
      return module ? componentOf(module) : null;
    });
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  };
}
