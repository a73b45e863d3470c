/**
 * How the customer is moved: the journey saga (journeySaga.ts) calls `navigateTo` for each journey
 * event; the app registers the navigator (history and the store's location); the entry route, which
 * runs before any store exists, registers its own (see app/runEntry.ts).
 */
type Navigator = (path: string, options: { replace: boolean }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(path: string, replace = false): void {
  if (navigator) navigator(path, { replace });
  else if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Leaves the portal for a URL already checked by `safeUrl`. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
