import {
  accountTypeLabel,
  documentKind,
  formatAccountNumber,
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
  weekdayLabel,
} from '../../src/format/format';

describe('money (pt-BR, BRL)', () => {
  it.each([
    ['1500.50', 'R$ 1.500,50'],
    ['0.99', 'R$ 0,99'],
    ['1000000', 'R$ 1.000.000,00'],
    [89.9, 'R$ 89,90'],
    ['1.500,50', 'R$ 1.500,50'],
    ['1,500.50', 'R$ 1.500,50'],
    ['1500,5', 'R$ 1.500,50'],
    ['1.500', 'R$ 1.500,00'],
    ['-10.00', '-R$ 10,00'],
  ])('%p → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
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
