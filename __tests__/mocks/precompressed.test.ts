import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotli } from '../../deploy/precompress';
import { acceptsBrotli } from '../../mocks/precompressed';
import { startBank, type Bank } from './support/bankHttp';

/** The simulated bank serves the build's `.br` files as deploy/nginx does (decision 032). */
describe('the simulated bank and the build’s brotli files', () => {
  const html = `<!doctype html><title>Portal</title>${'<p>Carregando...</p>'.repeat(20)}`;
  const script = `console.log(${JSON.stringify('consentimento '.repeat(100))});`;
  let bank: Bank;
  /** Raw HTTP: no automatic decompression, so Content-Encoding and the body are what the bank sent. */
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<{ encoding?: string; vary?: string; status?: number; body: Buffer }>((resolve, reject) => {
      http
        .get(bank.base + url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  beforeAll(async () => {
    bank = await startBank();
    const { dist } = bank;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.br'), brotli(Buffer.from(html)));
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js.br'), brotli(Buffer.from(script)));
    fs.writeFileSync(path.join(dist, 'assets', 'tiny.0123456789.js'), 'void 0;');
  });
  afterAll(() => bank.close());

  it.each([
    ['/assets/main.0123456789.js', script],
    ['/carregando', html],
  ])('%s: the .br to a browser that accepts brotli, the file itself to one that does not', async (url, original) => {
    const brotliAnswer = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' });
    expect([brotliAnswer.status, brotliAnswer.encoding, brotliAnswer.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(zlib.brotliDecompressSync(brotliAnswer.body).toString('utf8')).toBe(original);
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip', undefined]) {
      const plain = await get(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect([acceptEncoding, plain.encoding, plain.body.toString('utf8')]).toEqual([acceptEncoding, undefined, original]);
    }
  });

  it('serves a file without a .br as it is', async () => {
    const answer = await get('/assets/tiny.0123456789.js', { 'accept-encoding': 'br' });
    expect([answer.encoding, answer.body.toString('utf8')]).toEqual([undefined, 'void 0;']);
  });

  it.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['', false],
  ])('Accept-Encoding %j takes brotli: %s', (value, expected) => {
    expect(acceptsBrotli(value)).toBe(expected);
  });
});
