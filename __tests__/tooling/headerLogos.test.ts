import fs from 'node:fs';
import path from 'node:path';
import { HEADER_LOGO, INLINE_LOGO_MAX_BYTES, svgDataUrl } from '../../deploy/header-logos';

/** The header's logos as the build inlines them (deploy/header-logos.ts, decision 061). */
const ASSETS = path.join(__dirname, '..', '..', 'src', 'ui', 'assets');
const LOGOS = ['bank-logo.svg', 'open-finance-logo.svg'];

describe('the header logos', () => {
  it.each(LOGOS)('%s is inlined by the build, and draws no live text', (name) => {
    const file = path.join(ASSETS, name);
    expect(HEADER_LOGO.test(file)).toBe(true);
    const svg = fs.readFileSync(file, 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(INLINE_LOGO_MAX_BYTES);
    // Live text would be drawn in whatever font the phone has, laid out on the main thread.
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="40"/);
  });

  it('the initiator fallback image is not taken for a header logo', () => {
    expect(HEADER_LOGO.test(path.join(ASSETS, 'initiator-fallback.svg'))).toBe(false);
  });
});

describe('svgDataUrl', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <path fill="#0b6b3a" d="M0 0h10v10z"/>\n</svg>\n';

  it('gives back the SVG once the browser decodes the URL, its whitespace folded', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '));
  });

  it('escapes what would end the URL or the markup early: %, #, <, >, and quotes', () => {
    const body = svgDataUrl('<svg a="50%" fill="#fff"></svg>').slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/[%#<>"](?![0-9A-F]{2})/);
    expect(body).not.toMatch(/[#<>"]/);
    expect(body).toBe('%3Csvg a=%2250%25%22 fill=%22%23fff%22%3E%3C/svg%3E');
  });
});
