import net from 'node:net';
import { bottleneck, startLink } from '../../scripts/bench/link';

/** The bench's network (scripts/bench/link.ts, decision 058): when bytes reach the far end. */
describe('one direction of the link', () => {
  // 1.6 Mbit/s (Lighthouse's 1.6 × 1024 kbit/s): 209.7152 bytes a millisecond; 150 ms round trip.
  const kbps = 1.6 * 1024;
  const perMs = (kbps * 1024) / 8 / 1000;

  it('serialises what it is given at its rate, then adds half the round trip', () => {
    const link = bottleneck(kbps, 150);
    expect(link.at(0, 4096)).toBeCloseTo(4096 / perMs + 75, 6);
    // Given at the same moment, the second piece leaves after the first: responses share one line.
    expect(link.at(0, 4096)).toBeCloseTo((2 * 4096) / perMs + 75, 6);
  });

  it('starts from the moment a piece is given once the line is idle', () => {
    const link = bottleneck(kbps, 150);
    link.at(0, 4096);
    expect(link.at(1000, 1000)).toBeCloseTo(1000 + 1000 / perMs + 75, 6);
  });
});

describe('the relay', () => {
  let target: net.Server;
  let relay: net.Server;
  let shaping = true;
  let targetPort = 0;
  beforeAll(async () => {
    // An echo server stands for the ingress.
    target = net.createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as net.AddressInfo).port;
    relay = await startLink({ host: '127.0.0.1', listenPort: 0, targetPort, conditions: { rttMs: 20, downloadKbps: 100_000, uploadKbps: 100_000 }, shaping: () => shaping });
  });
  afterAll(async () => {
    await new Promise((resolve) => relay.close(resolve));
    await new Promise((resolve) => target.close(resolve));
  });

  const echo = (bytes: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      const socket = net.connect((relay.address() as net.AddressInfo).port, '127.0.0.1', () => socket.end(bytes));
      const parts: Buffer[] = [];
      socket.on('data', (part: Buffer) => parts.push(part));
      socket.on('end', () => resolve(Buffer.concat(parts)));
      socket.on('error', reject);
    });

  it.each([true, false])('carries every byte, in order, both ways (shaping %s)', async (on) => {
    shaping = on;
    // Larger than a piece, and not a multiple of one, so the pieces' order shows.
    const bytes = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7) % 251));
    expect((await echo(bytes)).equals(bytes)).toBe(true);
  });
});
