import fs from 'node:fs';
import path from 'node:path';
import { APP_PRELOAD_FILE, APP_PRELOAD_PATTERN, appPreloadLink, LOADING_PATH } from '../../deploy/app-preload';
import { PATHS } from '../../src/journey/paths';
import { startBank, type Bank } from './support/bankHttp';

/** The app's code named in the HTML's first response on the app's routes (decision 026). */

const LINK = appPreloadLink(['/assets/vendor-redux.0123456789.js', '/assets/store.0123456789.js', '/assets/app.0123456789.css', '/assets/app.0123456789.js']);
/** The result pages' line (decision 040): main.js and the early page's code. */
const RESULT_LINK = appPreloadLink(['/assets/main.0123456789.js', '/assets/early-result.0123456789.js']);
/** /carregando's line (decision 034): the same files, then its screen and the payment screens. */
const LOADING_LINK = `${LINK}, ${appPreloadLink(['/assets/loading.0123456789.js', '/assets/payment.0123456789.js'])}`;

describe('the Link value', () => {
  it('names each file as a preload of its kind', () => {
    expect(LINK).toBe(
      '</assets/vendor-redux.0123456789.js>; rel=preload; as=script, </assets/store.0123456789.js>; rel=preload; as=script, ' +
        '</assets/app.0123456789.css>; rel=preload; as=style, </assets/app.0123456789.js>; rel=preload; as=script',
    );
    expect(APP_PRELOAD_PATTERN.test(LINK)).toBe(true);
  });

  it.each(['', '</assets/a.js>; rel=preload; as=script\r\nSet-Cookie: x=1', '<https://evil.example/a.js>; rel=preload; as=script', '</assets/a.js>; rel=preload; as=script"; add_header X 1', '</assets/../a.js>; rel=preload; as=document'])(
    'refuses %j',
    (value) => expect(APP_PRELOAD_PATTERN.test(value)).toBe(false),
  );
});

describe('nginx.conf', () => {
  const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/nginx.conf'), 'utf8');
  it('sends $app_preload as Link on the HTML, from the include deploy/write-config.sh writes', () => {
    expect(conf).toMatch(/\n\s*include app-preload\.conf;/);
    const index = conf.split(/\n\s*location\s/).find((block) => block.startsWith('= /index.html'));
    expect(index).toContain('add_header Link $app_preload always;');
  });
});

describe('the simulated bank', () => {
  let bank: Bank;
  beforeAll(async () => {
    bank = await startBank();
  });
  afterAll(() => bank.close());
  const write = (content: string) => fs.writeFileSync(path.join(bank.dist, APP_PRELOAD_FILE), content);
  const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const linkOf = async (url: string, headers: Record<string, string> = page) => {
    const response = await fetch(bank.base + url, { headers });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Portal</title>');
    return response.headers.get('link');
  };

  it.each(['/carregando', '/pix', '/pix/agendamento', '/segredo', '/qualquer-coisa'])('%s names the app ahead (a list of one line)', async (url) => {
    write(`${LINK}\n`);
    expect(await linkOf(url)).toBe(LINK);
  });

  it.each(['/carregando', '/carregando?x=1'])('%s names its screen and the payment screens too: the list\'s second line', async (url) => {
    expect(LOADING_PATH).toBe(PATHS.loading);
    write(`${LINK}\n${LOADING_LINK}\n`);
    expect(await linkOf(url)).toBe(LOADING_LINK);
  });

  it.each(['/pix', '/compartilhamento', '/carregando/x', '/carregandox', '/responsesx'])('%s names the app only: the list\'s first line', async (url) => {
    write(`${LINK}\n${LOADING_LINK}\n${RESULT_LINK}\n`);
    expect(await linkOf(url)).toBe(LINK);
  });

  it.each(['/', '/?intent_id=urn:cooperativaexemplo:1', '/index.html', '/callback', '/callback?code=x&state=y'])('%s names nothing: the entry only redirects to the login, the callback exchanges the code first', async (url) => {
    write(`${LINK}\n`);
    expect(await linkOf(url)).toBeNull();
  });

  it.each(['/responses', '/responses/expirado', '/responses/alerta?x=1', '/response'])(
    "%s names only what draws it, the list's third line: a result page shows itself before it requests the app (decision 040)",
    async (url) => {
      write(`${LINK}\n${LOADING_LINK}\n${RESULT_LINK}\n`);
      expect(await linkOf(url)).toBe(RESULT_LINK);
      write(`${LINK}\n${LOADING_LINK}\n`);
      expect(await linkOf(url)).toBeNull();
    },
  );

  it.each<Record<string, string>>([{ accept: 'image/webp,image/png,image/*;q=0.8' }, { accept: '*/*' }, {}])(
    'a request that is not for a page (%j: a missing favicon) names nothing',
    async (headers) => {
      write(`${LINK}\n`);
      expect(await linkOf('/favicon.ico', headers)).toBeNull();
    },
  );

  it('sends nothing without the build list, or with one it does not trust', async () => {
    fs.rmSync(path.join(bank.dist, APP_PRELOAD_FILE), { force: true });
    expect(await linkOf('/carregando')).toBeNull();
    write('<https://evil.example/a.js>; rel=preload; as=script\n');
    expect(await linkOf('/carregando')).toBeNull();
    write(`${LINK}\n<https://evil.example/a.js>; rel=preload; as=script\n`);
    expect(await linkOf('/carregando')).toBeNull();
    expect(await linkOf('/pix')).toBe(LINK);
  });
});
