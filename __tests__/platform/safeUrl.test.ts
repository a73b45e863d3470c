import { safeUrl } from '../../src/platform/safeUrl';

/**
 * Every URL a server sends (initiator redirect, logos) passes safeUrl before the customer is sent
 * there or an image is loaded: hostile forms are refused; plain http only on a loopback host.
 */
const HOSTILE: [string, unknown][] = [
  ['javascript: scheme', 'javascript:alert(1)'],
  ['javascript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: split by a newline', 'java\nscript:alert(1)'],
  ['javascript: with a leading space', ' javascript:alert(1)'],
  ['javascript: with a leading control char', '\u0001javascript:alert(1)'],
  ['javascript: url-encoded', 'javascript%3Aalert(1)'],
  ['leading spaces before https', '   https://iniciadora.example/retorno'],
  ['leading NUL before https', '\u0000https://iniciadora.example/retorno'],
  ['leading newline before https', '\nhttps://iniciadora.example/retorno'],
  ['trailing newline', 'https://iniciadora.example/retorno\n'],
  ['trailing space', 'https://iniciadora.example/retorno '],
  ['BOM before https', '\ufeffhttps://iniciadora.example/retorno'],
  ['tab inside the scheme', 'ht\ttps://evil.example'],
  ['newline inside the host', 'https://evil\n.example'],
  ['space inside the path', 'https://iniciadora.example/a b'],
  ['data: html', 'data:text/html,<script>alert(1)</script>'],
  ['data: base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://iniciadora.example/uuid'],
  ['ftp:', 'ftp://evil.example/'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/retorno'],
  ['slash backslash', '/\\evil.example'],
  ['double backslash', '\\\\evil.example'],
  ['backslash after the scheme', 'https:\\\\evil.example'],
  ['backslash in the authority', 'https://iniciadora.example\\@evil.example'],
  ['user in the authority', 'https://bank@evil.example'],
  ['user and password', 'https://user:pass@evil.example'],
  ['empty user and password', 'https://:@evil.example'],
  ['empty user', 'https://@evil.example'],
  ['encoded user', 'https://iniciadora.example%40@evil.example'],
  ['relative path', '/x'],
  ['relative word', 'x'],
  ['relative dot path', './x'],
  ['query only', '?x=1'],
  ['fragment only', '#x'],
  ['plain http off loopback', 'http://evil.example'],
  ['plain http on a host that starts like loopback', 'http://127.0.0.1.evil.example'],
  ['plain http on localhost.evil', 'http://localhost.evil.example/'],
  ['plain http on a private address', 'http://10.0.0.1/'],
  ['plain http on 0.0.0.0', 'http://0.0.0.0:8080/'],
  ['plain http on an IPv6 address that is not loopback', 'http://[::2]/'],
  ['plain http on a 127 host name that is not an address', 'http://127.example/'],
  ['https without slashes', 'https:evil.example'],
  ['https with one slash', 'https:/evil.example'],
  ['https with three slashes', 'https:///evil.example'],
  ['https without host', 'https://'],
  ['https with only a port', 'https://:443/'],
  ['fullwidth javascript', 'ｊａｖａｓｃｒｉｐｔ:alert(1)'],
  ['empty', ''],
  ['spaces only', '   '],
  ['null', null],
  ['undefined', undefined],
  ['number', 42],
  ['boolean', true],
  ['object', { href: 'https://iniciadora.example/retorno' }],
  ['array', ['https://iniciadora.example/retorno']],
  ['URL object', new URL('https://iniciadora.example/retorno')],
  ['String object', new String('https://iniciadora.example/retorno')],
  ['function', () => 'https://iniciadora.example/retorno'],
];

describe('safeUrl refuses hostile URLs', () => {
  it.each(HOSTILE)('%s', (_name, value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('safeUrl accepts', () => {
  it.each([
    ['https://iniciadora.example/retorno?x=1', 'https://iniciadora.example/retorno?x=1'],
    ['https://iniciadora.example', 'https://iniciadora.example/'],
    ['HTTPS://Iniciadora.Example/retorno', 'https://iniciadora.example/retorno'],
    ['https://iniciadora.example:8443/retorno#fim', 'https://iniciadora.example:8443/retorno#fim'],
  ])('%s as %s', (value, href) => {
    expect(safeUrl(value)).toBe(href);
  });

  // INTERFACE §2's example config is plain http on 127.0.0.1: loopback never leaves the device.
  it.each([
    ['http://127.0.0.1:8080/api', 'http://127.0.0.1:8080/api'],
    ['http://127.8.9.10/x', 'http://127.8.9.10/x'],
    ['http://localhost:8080/iniciadora/retorno?consentId=1', 'http://localhost:8080/iniciadora/retorno?consentId=1'],
    ['http://LOCALHOST:8080/x', 'http://localhost:8080/x'],
    ['http://[::1]:8080/x', 'http://[::1]:8080/x'],
    ['http://[0:0:0:0:0:0:0:1]/x', 'http://[::1]/x'],
  ])('plain http on the loopback host %s', (value, href) => {
    expect(safeUrl(value)).toBe(href);
  });
});
