import { bootText, type BootTextId } from './bootTexts';

/**
 * Screens drawn before React loads: the entry on its way to the login, and the config error page.
 * Built with DOM calls and textContent, never HTML strings; their texts are index.html's (app/bootTexts.ts).
 */
function replaceRoot(children: HTMLElement[]): void {
  const root = document.getElementById('root');
  if (!root) return;
  const main = document.createElement('main');
  main.className = 'boot';
  children.forEach((c) => main.appendChild(c));
  root.replaceChildren(main);
}

export function showBootText(id: BootTextId): void {
  const text = bootText(id);
  const p = document.createElement('p');
  p.className = 'boot__text';
  p.setAttribute('role', 'status');
  p.textContent = text;
  replaceRoot([p]);
}

function showErrorPanel(title: string, message: string, extra: HTMLElement[] = []): void {
  const panel = document.createElement('div');
  panel.className = 'boot__panel';
  const h1 = document.createElement('h1');
  h1.textContent = title;
  h1.tabIndex = -1;
  const p = document.createElement('p');
  p.textContent = message;
  panel.append(h1, p, ...extra);
  replaceRoot([panel]);
  document.title = title;
  h1.focus();
}

export function showConfigError(): void {
  showErrorPanel(bootText('configErrorTitle'), bootText('configErrorMessage'));
}

/** The portal's own code could not be fetched: the page is the same, so reloading is the way out. */
export function showLoadError(): void {
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'boot__retry';
  retry.textContent = bootText('loadErrorRetry');
  retry.addEventListener('click', () => window.location.reload());
  showErrorPanel(bootText('loadErrorTitle'), bootText('loadErrorMessage'), [retry]);
}
