import fc from 'fast-check';
import {
  accountTypeLabel,
  documentKind,
  formatAccountNumber,
  isTodayInBrasilia,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateOf,
  formatDateTime,
  formatDocument,
  formatMoney,
  formatTime,
  frequencyLabel,
  maskDocument,
  parseAmount,
  parseBankAmount,
  weekdayLabel,
} from '../../src/format/format';

/** The module loaded anew, so that formatters created at load time would be seen by a spy set before. */
function withFreshFormat(): typeof import('../../src/format/format') {
  const loaded: { module?: typeof import('../../src/format/format') } = {};
  jest.isolateModules(() => {
    loaded.module = jest.requireActual<typeof import('../../src/format/format')>('../../src/format/format');
  });
  if (!loaded.module) throw new Error('format module not loaded');
  return loaded.module;
}

describe('money (pt-BR, BRL)', () => {
  it.each([
    ['1500.50', 'R$ 1.500,50'],
    ['0.99', 'R$ 0,99'],
    ['1000000.00', 'R$ 1.000.000,00'],
    [89.9, 'R$ 89,90'],
    [-10, '-R$ 10,00'],
    ['150.75', 'R$ 150,75'],
  ])('%p → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  // Open Finance amounts are `^\d{1,16}\.\d{2}$`: any other text is not an amount, never a different number.
  it.each(['150.750', '1.500,50', '1,500.50', '1500,5', '1500.5', '1.500', '1000000', '-10.00', ' 10.00', '10.00 ', '+1.00', '.50', '12345678901234567.00'])(
    'reads the bank text %p as no amount at all',
    (input) => {
      expect(Number.isNaN(parseBankAmount(input))).toBe(true);
      expect(formatMoney(input)).toBe('');
    },
  );

  it.each([
    ['150.75', 150.75],
    ['0.99', 0.99],
    ['1000000.00', 1000000],
  ])('reads the bank text %p as %p', (input, expected) => {
    expect(parseBankAmount(input)).toBe(expected);
  });

  it.each([
    ['1.500,50', 1500.5],
    ['1,500.50', 1500.5],
    ['1500,5', 1500.5],
    ['2.50', 2.5],
    ['R$ 1.000,00', 1000],
    ['1000', 1000],
    ['150.750', 150750],
  ])('reads the typed or pasted text %p leniently as %p', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it('writes exactly what Intl writes for BRL in pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((mills) => mills / 1000),
      fc.double({ min: -1e14, max: 1e14, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, 1.005, 2.675, -2.675, -0.004, 999.995, 0.999, 1e-7, 1e13 - 0.01, 1e13),
    );
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatMoney(value)).toBe(intl.format(value).replace(/\u00a0/g, ' '));
      }),
      { numRuns: 3000 },
    );
  });

  it('does not ask Intl for amounts in cents below R$ 10 trillion (its first use costs the phone a long task)', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    const fresh = withFreshFormat();
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), (cents) => {
        expect(fresh.formatMoney(cents / 100)).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        fresh.formatMoney(Math.abs(cents / 100).toFixed(2));
      }),
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('leaves amounts too large for exact cents to Intl', () => {
    expect(formatMoney(1e21)).toBe('R$ 1.000.000.000.000.000.000.000,00');
  });

  it('uses plain spaces, not the no-break space Intl produces', () => {
    expect(formatMoney('1')).not.toMatch(/\u00a0/);
  });

  it.each([undefined, null, '', 'abc', '12a'])('is empty for %p', (input) => {
    expect(formatMoney(input)).toBe('');
    expect(Number.isNaN(parseAmount(input))).toBe(true);
  });
});

describe('documents', () => {
  it('formats CPF and CNPJ by length', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('formats the alphanumeric CNPJ (from July 2026)', () => {
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('CNPJ');
  });

  it('is a CNPJ when the formatted document is longer than 14 characters (SPEC §5)', () => {
    expect(documentKind('12345678909')).toBe('CPF');
    expect(formatDocument('12345678909')).toHaveLength(14);
    expect(documentKind('11222333000181')).toBe('CNPJ');
    expect(formatDocument('11222333000181').length).toBeGreaterThan(14);
  });

  it('masks the first and last digits', () => {
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(maskDocument('11222333000181')).toBe('**.222.333/0001-**');
  });

  it('tolerates missing values', () => {
    expect(maskDocument('')).toBe('');
    expect(formatDocument('')).toBe('');
  });
});

describe('accounts', () => {
  it('puts a dash before the last digit', () => {
    expect(formatAccountNumber('1234567')).toBe('123456-7');
    expect(formatAccountNumber('123456-7')).toBe('123456-7');
    expect(formatAccountNumber('1234X')).toBe('1234-X');
    expect(formatAccountNumber('7')).toBe('7');
    expect(formatAccountNumber(undefined)).toBe('');
  });

  it('labels CACC as Conta Corrente and keeps unknown codes', () => {
    expect(accountTypeLabel('CACC')).toBe('Conta Corrente');
    expect(accountTypeLabel('XYZ')).toBe('XYZ');
    expect(accountTypeLabel(undefined)).toBe('');
  });
});

describe('dates and times (pt-BR, Brasília)', () => {
  it('parses dates from their dash-separated form without time-zone drift', () => {
    expect(formatDate('2026-11-25')).toBe('25/11/2026');
    expect(formatDate('25-11-2026')).toBe('25/11/2026');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('amanhã')).toBe('amanhã');
  });

  it('gives the Brasília calendar date of a timestamp', () => {
    expect(formatDateOf('2026-11-23T01:30:00Z')).toBe('22/11/2026');
    expect(formatDateOf('2026-11-22T10:00:00-03:00')).toBe('22/11/2026');
    expect(formatDateOf('2026-11-22')).toBe('22/11/2026');
    expect(formatDateOf('2026-11-22T23:30:00')).toBe('22/11/2026');
  });

  it('reads a timestamp written at Brasília offset as Intl would, without asking Intl', () => {
    const intlDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
    const intlDateTime = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    });
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const fresh = withFreshFormat();
    // Brasília has kept -03:00 all year since 2019 (no daylight saving time).
    const instants = fc.integer({ min: Date.UTC(2019, 2, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => {
        const local = new Date(ms - 3 * 3_600_000).toISOString().slice(0, 19);
        expect(fresh.formatDateOf(`${local}-03:00`)).toBe(intlDate.format(new Date(ms)));
        expect(fresh.formatDateTime(`${local}-03:00`)).toBe(intlDateTime.format(new Date(ms)).replace(',', ' às'));
      }),
      { numRuns: 500 },
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('formats date-times and times in Brasília', () => {
    expect(formatDateTime('2026-11-22T13:00:00Z')).toBe('22/11/2026 às 10:00');
    expect(formatDateTime('2026-11-22T10:00:00-03:00')).toBe('22/11/2026 às 10:00');
    expect(formatTime('2026-11-22T14:05:00Z')).toBe('11:05');
    expect(formatTime('14:30:00')).toBe('14:30');
  });

  it('shows a timestamp without offset as the bank wrote it (Brasília wall clock)', () => {
    expect(formatDateTime('2026-11-22T23:30:00')).toBe('22/11/2026 às 23:30');
    expect(formatTime('2026-11-22T23:30:00')).toBe('23:30');
  });
});

describe('periodicity', () => {
  it.each([
    ['WEEKLY', 'Semanal'],
    ['SEMANAL', 'Semanal'],
    ['MONTHLY', 'Mensal'],
    ['MENSAL', 'Mensal'],
    ['Mensal', 'Mensal'],
    ['QUARTERLY', 'Trimestral'],
    ['TRIMESTRAL', 'Trimestral'],
    ['SEMIANNUAL', 'Semestral'],
    ['SEMESTRAL', 'Semestral'],
    ['YEARLY', 'Anual'],
    ['ANUAL', 'Anual'],
    ['DAILY', 'Diária'],
  ])('%s → %s', (code, label) => {
    expect(frequencyLabel(code)).toBe(label);
  });

  it('shows an unknown code as sent', () => {
    expect(frequencyLabel('QUINZENAL')).toBe('QUINZENAL');
    expect(frequencyLabel(undefined)).toBe('');
  });

  it('names weekdays in Portuguese', () => {
    expect(weekdayLabel('SEGUNDA_FEIRA')).toBe('segunda-feira');
    expect(weekdayLabel('SATURDAY')).toBe('sábado');
  });
});

describe('isTodayInBrasilia', () => {
  // 22/11/2026 at 23:30 in Brasília is already the 23rd in UTC.
  const lateEvening = Date.UTC(2026, 10, 23, 2, 30);
  it('reads the date on Brasília\'s calendar, not UTC\'s', () => {
    expect(isTodayInBrasilia('2026-11-22', lateEvening)).toBe(true);
    expect(isTodayInBrasilia('2026-11-23', lateEvening)).toBe(false);
    expect(isTodayInBrasilia('2026-11-22T10:00:00', lateEvening)).toBe(true);
  });
  it.each([null, undefined, '', 'amanhã'])('is false for %p', (value) => {
    expect(isTodayInBrasilia(value, lateEvening)).toBe(false);
  });
});
