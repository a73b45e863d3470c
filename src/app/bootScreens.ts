import { copy } from '../copy/ptBR';

/**
 * Screens drawn before React loads: the entry on its way to the login, and the config error page.
 * Built with DOM calls and textContent, never HTML strings.
 */
function replaceRoot(children: HTMLElement[]): void {
  const root = document.getElementById('root');
  if (!root) return;
  const main = document.createElement('main');
  main.className = 'boot';
  children.forEach((c) => main.appendChild(c));
  root.replaceChildren(main);
}

export function showBootText(text: string): void {
  const p = document.createElement('p');
  p.className = 'boot__text';
  p.setAttribute('role', 'status');
  p.textContent = text;
  replaceRoot([p]);
}

export function showConfigError(): void {
  const panel = document.createElement('div');
  panel.className = 'boot__panel';
  const h1 = document.createElement('h1');
  h1.textContent = copy.configError.title;
  h1.tabIndex = -1;
  const p = document.createElement('p');
  p.textContent = copy.configError.message;
  panel.append(h1, p);
  replaceRoot([panel]);
  document.title = copy.configError.title;
  h1.focus();
}
