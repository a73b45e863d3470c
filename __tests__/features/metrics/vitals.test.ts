import { record } from '../../../src/features/metrics/beacon';
import { startVitals } from '../../../src/features/metrics/vitals';

jest.mock('../../../src/features/metrics/beacon', () => ({ record: jest.fn(), listenForLeaving: jest.fn() }));
// What a dropped connection does to the library's chunk: the import fails.
jest.mock('web-vitals', () => {
  throw Object.assign(new Error('Loading chunk web-vitals failed'), { name: 'ChunkLoadError' });
});

describe('the Web Vitals library (docs/decisions/023, 027)', () => {
  it('a chunk that does not arrive ends the vitals quietly: nothing thrown, nothing recorded', async () => {
    await expect(startVitals('0b6f8c3e-2a4d-4c1e-9f7a-a0b1c2d3e4f5', () => '/pix')).resolves.toBeUndefined();
    expect(record).not.toHaveBeenCalled();
  });
});
