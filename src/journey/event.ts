/**
 * The one way to declare an event that no reducer needs to handle, only sagas (e.g. 'Confirmar'
 * pressed): a typed creator with RTK's shape (`type`, `match`). It loads no Redux Toolkit, so the
 * entry route, which runs before the store exists, uses it too; a slice that does react to such an
 * event handles it with `builder.addCase`.
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
