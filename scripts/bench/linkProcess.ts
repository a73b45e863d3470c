/**
 * The bench's network link (link.ts) as a process of its own, started by server.ts with
 * `LINK_OPTIONS` (host, ports, conditions). Tells its parent `{ ready: true }` once it listens; a
 * message `{ shaping: boolean }` switches shaping for the connections opened after it, answered with
 * `{ shaping }`.
 */
import { startLink, type LinkConditions } from './link';

interface Options {
  host: string;
  listenPort: number;
  targetPort: number;
  conditions: LinkConditions;
}

const options = JSON.parse(process.env.LINK_OPTIONS ?? 'null') as Options | null;
if (!options || !process.send) throw new Error('linkProcess.ts: started by server.ts, with LINK_OPTIONS and an IPC channel');

let shaping = true;
process.on('message', (message: { shaping?: unknown }) => {
  if (typeof message?.shaping === 'boolean') shaping = message.shaping;
  process.send?.({ shaping });
});
process.on('disconnect', () => process.exit(0));

startLink({ ...options, shaping: () => shaping }).then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    console.error(`linkProcess.ts: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
