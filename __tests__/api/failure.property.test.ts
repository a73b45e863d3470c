import fc from 'fast-check';
import { toFailure } from '../../src/api/failure';
import { RUNS } from '../support/arbitraries';

describe('toFailure on random error bodies', () => {
  const errorLike = fc.oneof(
    fc.anything(),
    fc.record(
      {
        status: fc.oneof(fc.integer({ min: -1, max: 999 }), fc.string(), fc.constant('FETCH_ERROR'), fc.constant(null)),
        data: fc.oneof(
          fc.anything(),
          fc.record(
            { message: fc.oneof(fc.string(), fc.anything()), details: fc.oneof(fc.array(fc.oneof(fc.record({ message: fc.anything() }), fc.anything())), fc.anything()) },
            { requiredKeys: [] },
          ),
        ),
        error: fc.string(),
      },
      { requiredKeys: [] },
    ),
  );

  it('never throws and always answers the BffFailure shape', () => {
    fc.assert(
      fc.property(errorLike, (error) => {
        const failure = toFailure(error);
        expect(failure.status === null || Number.isFinite(failure.status)).toBe(true);
        expect(failure.message === null || (typeof failure.message === 'string' && failure.message.trim() !== '')).toBe(true);
        expect(Array.isArray(failure.details)).toBe(true);
        for (const d of failure.details) expect(typeof d).toBe('string');
      }),
      RUNS,
    );
  });
});
