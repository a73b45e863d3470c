import type { Copy } from '../copy/ptBR';

/**
 * The texts a page shows before the app's code arrives: on its way to the login, when the
 * configuration or the portal's own code cannot be loaded. The copy module holds them as every
 * text; the build writes them into index.html (webpack.config.ts), so that main.js, which every
 * page loads first, carries no copy: the entry page's JavaScript stays small (decision 007), and the
 * copy comes with the store, which every screen waits for anyway.
 */
export const bootTextsOf = (copy: Copy) => ({
  loadingApp: copy.app.loadingApp,
  redirectingToLogin: copy.app.redirectingToLogin,
  configErrorTitle: copy.configError.title,
  configErrorMessage: copy.configError.message,
  loadErrorTitle: copy.loadError.title,
  loadErrorMessage: copy.loadError.message,
  loadErrorRetry: copy.loadError.retry,
});

export type BootTextId = keyof ReturnType<typeof bootTextsOf>;
export type BootTexts = Readonly<Record<BootTextId, string>>;

/** The element index.html writes the boot texts in, one `<p data-id>` each. */
export const BOOT_TEXTS_ID = 'boot-texts';

/** A boot text as index.html carries it (empty when the page has none: a test's bare document). */
export function bootText(id: BootTextId): string {
  const holder = document.getElementById(BOOT_TEXTS_ID);
  const content = holder instanceof HTMLTemplateElement ? holder.content : holder;
  return content?.querySelector(`[data-id="${id}"]`)?.textContent ?? '';
}
