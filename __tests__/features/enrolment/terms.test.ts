import { addYears, brasiliaToday, initialTerms, termProblems, toBankAmount } from '../../../src/features/enrolment/terms';

/** The limit and validity rules of INTERFACE §6.2, shared by the screen and the simulated bank. */
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0); // 26 Nov 2026, 09:00 in Brasília
const valid = { limiteTransacao: '500.00', limiteDiario: null, validade: '2031-11-26' };

describe('termProblems', () => {
  it('accepts the defaults', () => expect(termProblems(valid, NOW)).toEqual({}));

  it.each<[string, object, object]>([
    ['an empty per-transaction limit', { limiteTransacao: '' }, { limiteTransacao: 'required' }],
    ['a zero per-transaction limit', { limiteTransacao: '0.00' }, { limiteTransacao: 'notPositive' }],
    ['three decimals', { limiteTransacao: '1.234' }, { limiteTransacao: 'tooManyDecimals' }],
    ['a sign', { limiteTransacao: '-1.00' }, { limiteTransacao: 'invalid' }],
    ['a pt-BR amount', { limiteTransacao: '1.500,00' }, { limiteTransacao: 'invalid' }],
    ['a per-transaction limit above the daily one by a cent', { limiteTransacao: '1000.01', limiteDiario: '1000.00' }, { limiteTransacao: 'aboveDaily' }],
    ['a zero daily limit', { limiteDiario: '0' }, { limiteDiario: 'notPositive' }],
    ['a validity of today in Brasília', { validade: '2026-11-26' }, { validade: 'notAfterToday' }],
    ['a validity that is no calendar date', { validade: '2027-02-29' }, { validade: 'invalid' }],
    ['an empty validity', { validade: '' }, { validade: 'required' }],
  ])('refuses %s', (_name, change, problems) => expect(termProblems({ ...valid, ...change }, NOW)).toEqual(problems));

  it('allows a per-transaction limit equal to the daily one, compared in cents', () =>
    expect(termProblems({ ...valid, limiteTransacao: '1000', limiteDiario: '1000.00' }, NOW)).toEqual({}));

  it('compares amounts beyond a double’s cents exactly', () =>
    expect(termProblems({ ...valid, limiteTransacao: '90071992547409.93', limiteDiario: '90071992547409.92' }, NOW)).toEqual({ limiteTransacao: 'aboveDaily' }));

  it('tomorrow is the first valid date; indeterminate (null) is valid', () => {
    expect(termProblems({ ...valid, validade: '2026-11-27' }, NOW)).toEqual({});
    expect(termProblems({ ...valid, validade: null }, NOW)).toEqual({});
  });

  it('reads today on Brasília’s calendar: 01:00 UTC is still the day before there', () => {
    const earlyUtc = Date.UTC(2026, 10, 27, 1, 0, 0);
    expect(brasiliaToday(earlyUtc)).toBe('2026-11-26');
    expect(termProblems({ ...valid, validade: '2026-11-27' }, earlyUtc)).toEqual({});
  });
});

describe('defaults and forms', () => {
  it('R$ 500,00, no daily limit and five years from today when the initiator sends none', () =>
    expect(initialTerms({}, NOW)).toEqual({ limiteTransacao: '500.00', limiteDiario: null, validade: '2031-11-26' }));

  it("the initiator's values when sent; null validity is 'Indeterminado'", () =>
    expect(initialTerms({ limiteTransacao: '250.00', limiteDiario: '1000.00', validade: null }, NOW)).toEqual({
      limiteTransacao: '250.00',
      limiteDiario: '1000.00',
      validade: null,
    }));

  it('five years from 29 February is 28 February', () => expect(addYears('2028-02-29', 5)).toBe('2033-02-28'));

  it.each([
    ['1500.5', '1500.50'],
    ['1500', '1500.00'],
    ['0.5', '0.50'],
    ['007', '7.00'],
    ['', ''],
  ])('the typed %s is sent as %s', (typed, sent) => expect(toBankAmount(typed)).toBe(sent));
});
