/**
 * Code loaded lazily whose arrival is remembered, so that React can render it at once once it is
 * here instead of through `lazy` (app/Arrived.tsx): through `lazy` even arrived code suspends for a
 * moment, and React then holds the reveal back for a while after the fallback (docs/decisions/025).
 * No React here: the store chunk (app/routeTable.ts) uses it, and must not wait for React.
 */
export interface Arrival<M> {
  /** Starts the download (once while it is under way); resolves with the module. */
  load(): Promise<M>;
  /** The module once it has arrived; null before. */
  arrived(): M | null;
}

export function arrival<M>(fetch: () => Promise<M>): Arrival<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= fetch().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // A failed download is tried again next time (the connection may be back), as webpack does.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    arrived: () => module,
  };
}
