import { earlyResultPage, showEarlyResultPage, type EarlyResultState } from '../../src/app/earlyResultPage';
import { Layout } from '../../src/app/Layout';
import { routeOf, ROUTES } from '../../src/app/routeTable';
import { setConfig } from '../../src/config/currentConfig';
import { copy } from '../../src/copy/ptBR';
import ResultScreen from '../../src/features/results/ResultScreen';
import { isResultPath, PATHS } from '../../src/journey/paths';
import { renderWithStore } from '../support/renderWithStore';
import { loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/testConfig';

beforeAll(() => setConfig(testConfig));

/** An element as text with its attributes sorted, so two trees compare whatever order set them. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(shape).join('')}</${node.tagName.toLowerCase()}>`;
}

const fresh = { productName: testConfig.productName, sharing: false, alertMessage: null, canReturn: false, missingIntent: false };
const returning = { ...fresh, canReturn: true };
const CASES: [string, EarlyResultState][] = [
  ['the expired page in a fresh tab', { ...fresh, path: '/responses/expirado' }],
  ['the expired page with the session and the intent: the way back too', { ...returning, path: '/responses/expirado' }],
  ['the default page of a data-sharing journey', { ...fresh, path: '/responses', sharing: true }],
  ["the alert page with another customer's CPF", { ...returning, path: '/responses/alerta', alertMessage: 'O CPF informado não é o titular do consentimento.' }],
  ['the alert page of an unstable bank', { ...fresh, path: '/responses/alerta', alertMessage: 'Estamos passando por uma instabilidade.' }],
  ['the processing page', { ...returning, path: '/responses/processando' }],
  ['the cancelled page', { ...fresh, path: '/responses/cancelado' }],
  ['an unknown result type', { ...fresh, path: '/responses/nao-existe' }],
  ['the device error path', { ...fresh, path: PATHS.deviceError }],
  ['an unknown path', { ...returning, path: '/qualquer-coisa' }],
];

describe('the early result page', () => {
  it.each(CASES)("%s: the same page React's first render shows, its buttons disabled", (_name, state) => {
    const { container } = renderWithStore(
      <Layout>
        <ResultScreen />
      </Layout>,
      stateWith({
        location: { path: state.path, search: '' },
        session: state.canReturn ? loggedInSession : {},
        consent: state.sharing || state.alertMessage ? { alert: { message: state.alertMessage, sharing: state.sharing } } : {},
      }),
    );
    const react = container.firstElementChild as Element;
    const early = earlyResultPage(state);

    const buttons = [...early.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      button.removeAttribute('disabled');
    }
    // React writes aria-busy="false" on a button that is not busy: the same as none.
    for (const button of react.querySelectorAll('button[aria-busy="false"]')) button.removeAttribute('aria-busy');
    expect(shape(early)).toBe(shape(react));
  });

  it("writes the alert page's server message as text, never as markup", () => {
    const message = 'CPF <img src="x" onerror="alert(1)"> divergente';
    document.body.innerHTML = '<div id="root"><main class="boot"><p>Carregando...</p></main></div>';
    showEarlyResultPage({ ...fresh, path: '/responses/alerta', alertMessage: message });
    const root = document.getElementById('root') as HTMLElement;
    expect(root.querySelector('.boot')).toBeNull();
    expect(root.querySelector('.result__message')?.textContent).toBe(message);
    expect(root.querySelectorAll('img')).toHaveLength(2);
    expect(root.querySelector('h1')?.textContent).toBe(copy.results.alertTitle);
  });
});

describe('which paths are result pages', () => {
  it.each([...Object.values(PATHS), '/responses/expirado', '/responses/x/y', '/qualquer-coisa', '/index.html', '/pix/x', '/carregando/'])(
    "%s: main.js and the route table agree",
    (path) => expect(isResultPath(path)).toBe(routeOf(path) === ROUTES.results),
  );
});
