import fc from 'fast-check';
import { toBankAmount } from '../../src/features/enrolment/terms';
import { formatMoney } from '../../src/format/format';
import { fromShown, pastedCents, shownOf, toShown, typedCents } from '../../src/ui/moneyEntry';

/** The money field's entry model (docs/decisions/066): digits fill from the cents, separators ignored, a paste is a whole amount. */
describe('money entry', () => {
  it.each([
    ['2,50', '2,50'],
    ['2.50', '2,50'],
    ['250', '2,50'],
    ['1.000,00', '1.000,00'],
    ['1000', '10,00'],
    ['1000.5', '100,05'],
    ['R$ 2,5', '0,25'],
    ['0', ''],
    ['', ''],
  ])('the keys %p show %p', (keys, shown) => {
    let field = '';
    for (const key of keys) field = shownOf(typedCents(field + key) ?? typedCents(field) ?? '');
    expect(field).toBe(shown);
  });

  it('refuses a digit beyond R$ 999.999.999,99', () => {
    expect(typedCents('999.999.999,999')).toBeNull();
    expect(shownOf(typedCents('999.999.999,99') ?? '')).toBe('999.999.999,99');
  });

  it.each([
    ['1.000,00', '1.000,00'],
    ['1,000.00', '1.000,00'],
    ['2.50', '2,50'],
    ['2,5', '2,50'],
    ['1000', '1.000,00'],
    ['R$ 1.500,50', '1.500,50'],
    ['0', ''],
  ])('a pasted %p shows %p', (text, shown) => {
    expect(shownOf(pastedCents(text) ?? 'refused')).toBe(shown);
  });

  it.each(['quinhentos', '-5,00', '1.000.000.000,00', ''])('a pasted %p is refused', (text) => {
    expect(pastedCents(text)).toBeNull();
  });

  it('what the field shows is what is sent, and what the bank sent is shown alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const shown = shownOf(String(cents));
        const sent = toBankAmount(fromShown(shown));
        expect(sent).toBe((cents / 100).toFixed(2));
        expect(formatMoney(sent)).toBe(`R$ ${shown}`);
        expect(toShown(sent)).toBe(shown);
      }),
    );
  });
});
