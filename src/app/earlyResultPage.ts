import { copy } from '../copy/ptBR';
import { RESULT_BUTTONS, resultPageAt, type ResultContext } from '../features/results/resultContent';
import { headerLogos } from '../ui/logos';
import { STATUS_MARKS, statusIconClass } from '../ui/statusIconShape';

/*
 * A result page opened directly (a reload, a link) is drawn by main.js as soon as /config.json and
 * this chunk are in, before the app's files are even requested (docs/decisions/040): the same
 * markup as Layout and ResultScreen render, which replace it without a visible change once React
 * has loaded. Its buttons are disabled until then: what they do (the logout, the way back, the
 * bank's site) belongs to the app's sagas. Built with DOM calls and textContent, never HTML strings:
 * the alert page's message is the server's.
 */

/** What the early page depends on: the path, the product's name and what this tab kept. */
export interface EarlyResultState extends Omit<ResultContext, 'lateAnswer'> {
  path: string;
  productName: string;
  missingIntent: boolean;
}

type Attributes = Record<string, string>;

/** Sets the attributes and appends the children: the one step both kinds of element share. */
function filled<E extends Element>(node: E, attributes: Attributes, children: (Node | string)[]): E {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes, ...children: (Node | string)[]) =>
  filled(document.createElement(tag), attributes, children);

const svgElement = (tag: string, attributes: Attributes, ...children: Node[]) =>
  filled(document.createElementNS('http://www.w3.org/2000/svg', tag), attributes, children);

/** What Layout's and ResultScreen's first render shows for this state (__tests__/app/earlyResultPage.test.tsx compares them). */
export function earlyResultPage(state: EarlyResultState): HTMLElement {
  // No decision is waiting on a page just opened: a late answer is only awaited in the tab that sent it.
  const content = resultPageAt(state.path, { ...state, lateAnswer: null });
  const icon = svgElement(
    'svg',
    { class: statusIconClass(content.icon), viewBox: '0 0 24 24', width: '56', height: '56', 'aria-hidden': 'true', focusable: 'false' },
    svgElement('circle', { cx: '12', cy: '12', r: '11', fill: 'currentColor' }),
    svgElement('path', {
      d: STATUS_MARKS[content.icon],
      fill: 'none',
      stroke: '#fff',
      'stroke-width': '2.2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  const buttons = content.actions.map((action) =>
    element('button', { type: 'button', class: RESULT_BUTTONS[action].primary ? 'btn btn--primary' : 'btn', disabled: '' }, RESULT_BUTTONS[action].label(state.productName)),
  );
  const section = element(
    'section',
    { class: 'screen screen--center result' },
    icon,
    element('h1', { tabindex: '-1', class: 'page-heading' }, content.title),
    element('p', { class: 'result__message' }, content.message),
    element('div', { class: 'actions' }, ...buttons),
  );
  return element(
    'div',
    { class: 'layout' },
    element('div', { class: 'layout__lines', 'aria-hidden': 'true' }),
    element(
      'header',
      { class: 'layout__header' },
      element('img', { src: headerLogos.bank, alt: copy.app.bankLogoAlt(state.productName), width: '160', height: '40' }),
      element('img', { src: headerLogos.openFinance, alt: copy.app.openFinanceLogoAlt, width: '120', height: '40' }),
    ),
    element('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' }),
    element('main', { class: 'layout__main', id: 'conteudo' }, section),
    element('footer', { class: 'layout__footer' }, element('button', { type: 'button', class: 'layout__footer-link', disabled: '' }, copy.app.footer)),
  );
}

export function showEarlyResultPage(state: EarlyResultState): void {
  document.getElementById('root')?.replaceChildren(earlyResultPage(state));
}
