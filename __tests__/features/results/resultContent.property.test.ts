import fc from 'fast-check';
import { resultPageAt, type ResultContext } from '../../../src/features/results/resultContent';
import { RUNS } from '../../support/arbitraries';

/**
 * Any unknown `/responses/{type}` is the default result page (issue 31, point 5): the type comes from
 * the address bar, so a name that only Object's prototype knows ('constructor', 'toString',
 * '__proto__', …) must not find a page line, nor throw.
 */
const KNOWN = new Set(['alerta', 'cancelado', 'compartilhamento-recusado', 'decidido', 'expirado', 'processando', 'redirect']);
const ctx: ResultContext & { missingIntent: boolean } = { kind: null, alertMessage: null, lateAnswer: null, canReturn: false, missingIntent: false };
const defaultPage = resultPageAt('/responses', ctx);
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('result types by own property only', () => {
  it.each(PROTOTYPE_NAMES)('/responses/%s is the default page', (name) => {
    expect(resultPageAt(`/responses/${name}`, ctx)).toEqual(defaultPage);
  });

  it('every unknown type, whatever its text, is the default page', () => {
    const names = fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_NAMES), fc.string().map((s) => `__${s}`));
    fc.assert(
      fc.property(
        names.filter((name) => !KNOWN.has(name) && !name.includes('/')),
        (name) => {
          expect(resultPageAt(`/responses/${name}`, ctx)).toEqual(defaultPage);
        },
      ),
      RUNS,
    );
  });
});
