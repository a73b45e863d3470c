/**
 * How sagas move the customer. Before the router exists (the entry and callback run before React
 * loads) paths are written to history directly; once the app mounts, the router takes over.
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

/** Leaves the portal for a URL already checked by `safeRedirectUrl`. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
