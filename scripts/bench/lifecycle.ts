/**
 * The one start-up and teardown of `npm run bench` (run.ts) and `npm run bench:ab` (ab.ts). A run
 * holds its sites (nginx, the link, the simulated bank), its browsers and its temporary folders
 * (the build's copy, the certificate); whatever ends it (measured, an error, past its deadline, a
 * signal, an error thrown outside the run) lets all of them go once, then exits. On a shared machine
 * what a teardown forgets keeps nginx processes and ports, so both scripts end here and nowhere else.
 *
 * Exit codes: what the run returns when it measured; EXIT_ERROR (2) on an error, past the deadline
 * or on a signal, as both scripts' headers and docs/performance.md say.
 */
import fs from 'node:fs';

export const EXIT_ERROR = 2;
/** What stops a run from outside: Ctrl-C, `kill`, the terminal going away (Node drops an inherited nohup). */
export const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** An error nobody awaited would end the process without the teardown: it stops the run instead. */
const FAULTS = ['uncaughtException', 'unhandledRejection'] as const;
type HostEvent = (typeof SIGNALS)[number] | (typeof FAULTS)[number];
/**
 * After a stop, how long the run may take to notice that what it holds is gone (its browser closed
 * under it): as long as a site's start may take, so that one starting then is closed too.
 */
export const GRACE_MS = 30_000;

export interface Closable {
  close: () => Promise<void>;
}

/** The process, as far as the lifecycle uses it; tests give a stand-in. */
export interface Host {
  on: (event: HostEvent, listener: (reason?: unknown) => void) => void;
  off: (event: HostEvent, listener: (reason?: unknown) => void) => void;
  exit: (code: number) => void;
}

const nodeHost: Host = {
  on: (event, listener) => void process.on(event, listener),
  off: (event, listener) => void process.off(event, listener),
  exit: (code) => process.exit(code),
};

const say = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const stack = (error: unknown): unknown => (error instanceof Error ? (error.stack ?? error.message) : error);

/** What a run holds, let go once. */
export class Lifecycle {
  private readonly held: Closable[] = [];
  private readonly folders: string[] = [];
  /** Closes of what arrived after the end (a site that finished starting meanwhile). */
  private readonly late: Promise<void>[] = [];
  private ending: Promise<void> | null = null;

  /** `deadline`: when the run is stopped (epoch ms), for steps that plan around it. */
  constructor(readonly deadline: number) {}

  /** Holds `thing` until the end. Once the run is ending, closes it at once and throws: the run stops there. */
  hold<T extends Closable>(thing: T): T {
    if (this.ending) {
      this.late.push(thing.close().catch(() => undefined));
      throw new Error('the run is stopping');
    }
    this.held.push(thing);
    return thing;
  }

  /** A temporary folder (or a thing's `dir`) removed at the end, after what is held is closed. */
  folder<T extends string | { dir: string }>(thing: T): T {
    const dir = typeof thing === 'string' ? thing : thing.dir;
    if (this.ending) {
      remove(dir);
      throw new Error('the run is stopping');
    }
    this.folders.push(dir);
    return thing;
  }

  /**
   * Starts a thing and holds it. With `again`, once more on a failed start (told why): on a shared
   * machine another process may take a port between the probe that found it free and nginx's bind.
   */
  async open<T extends Closable>(start: () => Promise<T>, again?: (why: string) => void): Promise<T> {
    const started = again
      ? await start().catch((error: unknown) => {
          if (this.ending) throw error;
          again(say(error));
          return start();
        })
      : await start();
    return this.hold(started);
  }

  /** Closes a held thing now (its errors are the run's) and no longer holds it; what is not held is left alone. */
  async release(thing: Closable): Promise<void> {
    const at = this.held.indexOf(thing);
    if (at < 0) return;
    this.held.splice(at, 1);
    await thing.close();
  }

  /** Lets everything go, once however often it is called: what is held is closed, then the folders are removed. */
  async end(): Promise<void> {
    this.ending ??= this.letGo();
    await this.ending;
    await Promise.all(this.late);
  }

  private async letGo(): Promise<void> {
    const held = this.held.splice(0).reverse();
    await Promise.all(held.map((thing) => thing.close().catch(() => undefined)));
    for (const dir of this.folders.splice(0).reverse()) remove(dir);
  }
}

/** A folder that cannot be removed must not keep the rest from going, nor the process from exiting. */
function remove(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    /* left behind: nothing more to do at the end of a run */
  }
}

/**
 * Runs `main` (its result is the exit code) with a deadline, the signals and errors thrown outside
 * it; lets what it holds go once whatever happens, then exits. Logs as the scripts always have:
 * `[name] failed: …` on an error, `[name] <why>: stopping.` when stopped.
 */
export async function runBench(
  options: { name: string; deadlineMs: number; host?: Host },
  main: (life: Lifecycle) => Promise<number>,
): Promise<number> {
  const { name, deadlineMs, host = nodeHost } = options;
  const life = new Lifecycle(Date.now() + deadlineMs);
  let stop: (why: string) => void = () => undefined;
  const stopped = new Promise<{ why: string }>((resolve) => (stop = (why) => resolve({ why })));
  const listeners = [
    ...SIGNALS.map((signal) => [signal, () => stop(signal)] as const),
    ...FAULTS.map(
      (fault) =>
        [
          fault,
          (reason?: unknown) => {
            console.error(`[${name}] failed:`, stack(reason));
            stop(fault);
          },
        ] as const,
    ),
  ];
  for (const [event, listener] of listeners) host.on(event, listener);
  const watchdog = setTimeout(() => stop(`over ${deadlineMs / 1000} s`), deadlineMs);
  const running = (async () => main(life))().then(
    (code) => ({ code }),
    (error: unknown) => ({ error }),
  );
  const first = await Promise.race([running, stopped]);
  clearTimeout(watchdog);
  let code: number;
  if ('why' in first) {
    console.error(`[${name}] ${first.why}: stopping.`);
    // Closing what the run holds makes it fail where it waits; what it starts meanwhile is closed by hold().
    await life.end();
    await new Promise<void>((resolve) => {
      const grace = setTimeout(resolve, GRACE_MS);
      void running.then(() => {
        clearTimeout(grace);
        resolve();
      });
    });
    code = EXIT_ERROR;
  } else if ('error' in first) {
    console.error(`[${name}] failed:`, stack(first.error));
    code = EXIT_ERROR;
  } else {
    code = first.code;
  }
  await life.end();
  for (const [event, listener] of listeners) host.off(event, listener);
  host.exit(code);
  return code;
}
