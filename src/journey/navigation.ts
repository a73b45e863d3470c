/** Leaves the portal for a URL already checked by `safeUrl`. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
