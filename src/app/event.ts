/**
 * A typed event creator with RTK's shape (`type`, `match`), for the few events raised on the entry
 * route, which must not load Redux Toolkit. Slices handle them with `builder.addCase`.
 */
export interface Event<P> {
  (payload: P): { type: string; payload: P };
  type: string;
  match(action: { type: string }): action is { type: string; payload: P };
}

export function event<P = void>(type: string): Event<P> {
  const creator = ((payload: P) => ({ type, payload })) as Event<P>;
  creator.type = type;
  creator.match = (action): action is { type: string; payload: P } => action.type === type;
  return creator;
}
