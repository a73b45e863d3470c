import fs from 'node:fs';
import path from 'node:path';
// html-webpack-plugin's own template engine, as the build runs it.
import template from 'lodash/template';
import { showBootText, showConfigError, showLoadError } from '../../src/app/bootScreens';
import { bootTextsOf, type BootTexts } from '../../src/app/bootTexts';
import { copy } from '../../src/copy/ptBR';

/**
 * The pages drawn before the app's code arrives say the copy module's words, which the build writes
 * into index.html (webpack.config.ts's `templateParameters`): main.js carries no copy.
 */
const INDEX = fs.readFileSync(path.join(__dirname, '../../src/app/index.html'), 'utf8');

function loadIndex(boot: BootTexts = bootTextsOf(copy)) {
  const html = template(INDEX)({ htmlWebpackPlugin: { files: { css: [], js: [] } }, boot });
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
}

describe('the boot screens (before the app loads)', () => {
  beforeEach(() => loadIndex());

  it("first paint says the copy's loading text", () => {
    expect(document.querySelector('#root .boot__text')?.textContent).toBe(copy.app.loadingApp);
  });

  it('the entry on its way to the login', () => {
    showBootText('redirectingToLogin');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(copy.app.redirectingToLogin);
  });

  it('the configuration error page, its heading focused', () => {
    showConfigError();
    expect(document.querySelector('h1')?.textContent).toBe(copy.configError.title);
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.querySelector('#root p')?.textContent).toBe(copy.configError.message);
    expect(document.title).toBe(copy.configError.title);
  });

  it("the portal's code could not be fetched: 'Tentar novamente'", () => {
    showLoadError();
    expect(document.querySelector('h1')?.textContent).toBe(copy.loadError.title);
    expect(document.querySelector('button')?.textContent).toBe(copy.loadError.retry);
  });

  it('a text with markup in it stays text', () => {
    loadIndex({ ...bootTextsOf(copy), configErrorTitle: '<img src=x onerror=alert(1)>' });
    showConfigError();
    expect(document.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
