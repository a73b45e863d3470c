/**
 * The bench's network (docs/decisions/058): slow 4G between the browser and the ingress, played at
 * the connection level. Every byte of every connection crosses one bottleneck per direction, in the
 * order the server wrote it, then half the round trip; a new connection pays a round trip before its
 * first byte, and TLS's handshake pays its own. What a browser's request-level emulation cannot show
 * (its throttle sits behind the browser's network stack, after every response has already arrived
 * over loopback): over HTTP/2, a response the server writes later waits behind the ones it wrote first.
 *
 * Runs as a process of its own (linkProcess.ts), so that the bench's own work (Playwright, the
 * simulated bank) never holds a byte back.
 */
import net from 'node:net';

export interface LinkConditions {
  rttMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/** The largest piece the link hands on at once: finer than a whole read, so bytes arrive as a stream. */
const PIECE_BYTES = 4096;

/**
 * One direction's bottleneck: `at(now, bytes)` is when those bytes reach the far end, having left
 * after every byte given before them (at `kbps`) and travelled half the round trip.
 */
export function bottleneck(kbps: number, rttMs: number): { at(now: number, bytes: number): number } {
  const bytesPerMs = (kbps * 1024) / 8 / 1000;
  let free = 0;
  return {
    at(now, bytes) {
      free = Math.max(free, now) + bytes / bytesPerMs;
      return free + rttMs / 2;
    },
  };
}

/**
 * Bytes from `from` written to `to` at the times `arrival` gives, in order: one queue drained by one
 * timer (timers of their own could fire out of order). Nothing leaves before `opensAt`.
 */
function carry(from: net.Socket, to: net.Socket, arrival: (now: number, bytes: number) => number, opensAt: number): void {
  const queue: { at: number; piece: Buffer }[] = [];
  let last = 0;
  let timer: NodeJS.Timeout | null = null;
  let ended = false;
  const wake = () => {
    const next = queue[0];
    timer = next ? setTimeout(drain, Math.max(0, next.at - performance.now())) : null;
  };
  const drain = () => {
    const now = performance.now();
    while (queue[0] && queue[0].at <= now + 0.5) {
      const { piece } = queue.shift()!;
      if (!to.destroyed) to.write(piece);
    }
    wake();
    if (!timer && ended) to.end();
  };
  from.on('data', (data: Buffer) => {
    for (let i = 0; i < data.length; i += PIECE_BYTES) {
      const piece = data.subarray(i, i + PIECE_BYTES);
      last = Math.max(arrival(performance.now(), piece.length), last, opensAt);
      queue.push({ at: last, piece });
    }
    if (!timer) wake();
  });
  from.on('end', () => {
    ended = true;
    if (!timer && !queue.length) to.end();
  });
  from.on('error', () => to.destroy());
}

/**
 * Listens on `listenPort` and carries each connection to `targetPort` (both on `host`), through the
 * link while `shaping()` is true (read per connection, when it opens), straight through otherwise.
 */
export function startLink(options: { host: string; listenPort: number; targetPort: number; conditions: LinkConditions; shaping: () => boolean }): Promise<net.Server> {
  const { host, listenPort, targetPort, conditions, shaping } = options;
  const down = bottleneck(conditions.downloadKbps, conditions.rttMs);
  const up = bottleneck(conditions.uploadKbps, conditions.rttMs);
  // Half-open connections allowed: each direction ends when its own side has ended and its bytes are through.
  const server = net.createServer({ noDelay: true, allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ host, port: targetPort, noDelay: true, allowHalfOpen: true });
    if (shaping()) {
      // The TCP handshake's round trip: the client's first bytes wait for it.
      carry(client, upstream, up.at, performance.now() + conditions.rttMs);
      carry(upstream, client, down.at, 0);
    } else {
      client.pipe(upstream);
      upstream.pipe(client);
      upstream.on('error', () => client.destroy());
    }
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve(server));
  });
}
