import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXIT_ERROR, GRACE_MS, Lifecycle, runBench, SIGNALS, type Host } from '../../scripts/bench/lifecycle';

/**
 * The bench's one start-up and teardown (scripts/bench/lifecycle.ts), shared by `npm run bench` and
 * `npm run bench:ab`: what a run holds (sites, browsers, temporary folders) is let go once, whatever
 * ends the run, before the process exits with the code the scripts document. Stand-ins replace the
 * sites and browsers; the last test runs a real process and stops it with a real signal.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const DEADLINE_MS = 40 * 60_000;

/** The process as the lifecycle sees it; every exit and close lands in one log, in order. */
function standInHost(log: string[]) {
  const events = new EventEmitter();
  const host: Host = {
    on: (event, listener) => void events.on(event, listener),
    off: (event, listener) => void events.off(event, listener),
    exit: (code) => void log.push(`exit ${code}`),
  };
  return { host, events };
}

/** A site or a browser: closing it is logged, and can be made to take its time (nginx stopping). */
function standIn(name: string, log: string[]) {
  const onClose: (() => void)[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  return {
    close: jest.fn(async () => {
      log.push(name);
      for (const closed of onClose.splice(0)) closed();
      if (gate) await gate;
    }),
    /** What waits on it (a page of the browser) fails once it is closed, as Playwright's calls do. */
    waitOn: () => new Promise<never>((_, reject) => onClose.push(() => reject(new Error(`${name} closed`)))),
    /** Its close waits until the returned function is called. */
    slowly: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => open();
    },
  };
}

/** A run holding a site and a browser, once it waits on the browser (measuring). */
async function measuring(options: { slowNginx: boolean }) {
  const log: string[] = [];
  const { host, events } = standInHost(log);
  const [site, browser] = [standIn('site', log), standIn('browser', log)];
  const nginxStops = options.slowNginx ? site.slowly() : () => undefined;
  let running!: () => void;
  const held = new Promise<void>((resolve) => (running = resolve));
  const done = runBench({ name: 'bench', deadlineMs: DEADLINE_MS, host }, async (life) => {
    life.hold(site);
    life.hold(browser);
    running();
    await browser.waitOn();
    return 0;
  });
  await held;
  return { log, events, site, browser, done, nginxStops };
}

const folders: string[] = [];
const tempFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lifecycle-test-'));
  folders.push(dir);
  return dir;
};

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
  // A failing test leaves nothing on the shared machine either.
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a run that ends by itself', () => {
  it('exits with what the run returns (1: a budget exceeded) once every site, browser and folder is let go, each once', async () => {
    const log: string[] = [];
    const { host, events } = standInHost(log);
    const [a, b, browser] = [standIn('site A', log), standIn('site B', log), standIn('browser', log)];
    const folder = tempFolder();
    const code = await runBench({ name: 'bench', deadlineMs: DEADLINE_MS, host }, async (life) => {
      life.folder(folder);
      life.hold(a);
      life.hold(b);
      life.hold(browser);
      return 1;
    });
    expect(code).toBe(1);
    expect(log.slice(0, 3).sort()).toEqual(['browser', 'site A', 'site B']);
    expect(log.slice(3)).toEqual(['exit 1']);
    for (const thing of [a, b, browser]) expect(thing.close).toHaveBeenCalledTimes(1);
    expect(fs.existsSync(folder)).toBe(false);
    // Nothing of the run listens any more: the process's signals are its own again.
    for (const signal of SIGNALS) expect(events.listenerCount(signal)).toBe(0);
  });

  it('on an error: says "[name] failed:" with the stack, lets everything go once, exits 2', async () => {
    const log: string[] = [];
    const { host } = standInHost(log);
    const site = standIn('site', log);
    const folder = tempFolder();
    const code = await runBench({ name: 'bench:ab', deadlineMs: DEADLINE_MS, host }, async (life) => {
      life.folder({ dir: folder });
      life.hold(site);
      throw new Error('BENCH_AB must name two build folders');
    });
    expect(code).toBe(EXIT_ERROR);
    expect(code).toBe(2);
    expect(log).toEqual(['site', 'exit 2']);
    expect(site.close).toHaveBeenCalledTimes(1);
    expect(fs.existsSync(folder)).toBe(false);
    expect(errors).toHaveBeenCalledWith('[bench:ab] failed:', expect.stringContaining('BENCH_AB must name two build folders'));
  });

  it('a thing released during the run is closed then, and not again at the end', async () => {
    const log: string[] = [];
    const { host } = standInHost(log);
    const [site, browser] = [standIn('site', log), standIn('browser', log)];
    await runBench({ name: 'bench', deadlineMs: DEADLINE_MS, host }, async (life) => {
      life.hold(site);
      life.hold(browser);
      await life.release(browser);
      log.push('lighthouse');
      return 0;
    });
    expect(log).toEqual(['browser', 'lighthouse', 'site', 'exit 0']);
    expect(browser.close).toHaveBeenCalledTimes(1);
  });
});

describe('a run stopped from outside', () => {
  it('past its deadline: says "[name] over N s: stopping.", closes what the run waits on, lets everything go once, exits 2', async () => {
    jest.useFakeTimers();
    const log: string[] = [];
    const { host } = standInHost(log);
    const [site, browser] = [standIn('site', log), standIn('browser', log)];
    const folder = tempFolder();
    const done = runBench({ name: 'bench:ab', deadlineMs: DEADLINE_MS, host }, async (life) => {
      life.folder(folder);
      life.hold(site);
      life.hold(browser);
      await browser.waitOn();
      return 0;
    });
    await jest.advanceTimersByTimeAsync(DEADLINE_MS - 1);
    expect(log).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await done).toBe(2);
    expect(errors).toHaveBeenCalledWith(`[bench:ab] over ${DEADLINE_MS / 1000} s: stopping.`);
    expect(log.slice(0, 2).sort()).toEqual(['browser', 'site']);
    expect(log.slice(2)).toEqual(['exit 2']);
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('past its deadline, a run that never notices is left after a grace, and the process still exits 2', async () => {
    jest.useFakeTimers();
    const log: string[] = [];
    const { host } = standInHost(log);
    const site = standIn('site', log);
    const done = runBench({ name: 'bench', deadlineMs: DEADLINE_MS, host }, async (life) => {
      life.hold(site);
      return new Promise<number>(() => undefined);
    });
    await jest.advanceTimersByTimeAsync(DEADLINE_MS);
    expect(log).toEqual(['site']);
    await jest.advanceTimersByTimeAsync(GRACE_MS);
    expect(await done).toBe(2);
    expect(log).toEqual(['site', 'exit 2']);
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('on %s: says "[name] <signal>: stopping.", lets everything go once, exits 2 only after the teardown', async (signal) => {
    const { log, events, site, browser, done, nginxStops } = await measuring({ slowNginx: true });
    events.emit(signal);
    await new Promise((resolve) => setImmediate(resolve));
    // nginx still stopping: the bench still answers the signal (the default would kill the process
    // before nginx is down), and a second one does not tear down twice.
    expect(events.listenerCount(signal)).toBe(1);
    events.emit(signal);
    await new Promise((resolve) => setImmediate(resolve));
    expect([...log].sort()).toEqual(['browser', 'site']);
    nginxStops();
    expect(await done).toBe(2);
    expect(log.slice(2)).toEqual(['exit 2']);
    expect(site.close).toHaveBeenCalledTimes(1);
    expect(browser.close).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(`[bench] ${signal}: stopping.`);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(events.listenerCount(signal)).toBe(0);
  });

  it('a site that finishes starting after the stop is closed too, before the exit', async () => {
    const log: string[] = [];
    const { host, events } = standInHost(log);
    const late = standIn('late site', log);
    let started!: (site: typeof late) => void;
    let starting!: () => void;
    const begun = new Promise<void>((resolve) => (starting = resolve));
    const done = runBench({ name: 'bench', deadlineMs: DEADLINE_MS, host }, async (life) => {
      await life.open(() => {
        starting();
        return new Promise<typeof late>((resolve) => (started = resolve));
      });
      log.push('measured');
      return 0;
    });
    await begun;
    events.emit('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    started(late);
    expect(await done).toBe(2);
    expect(log).toEqual(['late site', 'exit 2']);
  });

  it('an error thrown outside the run (nobody awaited it) stops it like a signal: failed, teardown, exit 2', async () => {
    const { log, events, done } = await measuring({ slowNginx: false });
    events.emit('uncaughtException', new Error('link: ECONNRESET'));
    expect(await done).toBe(2);
    expect(log.slice(0, 2).sort()).toEqual(['browser', 'site']);
    expect(log.slice(2)).toEqual(['exit 2']);
    expect(errors).toHaveBeenCalledWith('[bench] failed:', expect.stringContaining('link: ECONNRESET'));
  });
});

describe('starting a site', () => {
  it('starts it once more on a failed start (a port taken meanwhile), saying why, and holds it', async () => {
    const log: string[] = [];
    const site = standIn('site', log);
    const start = jest.fn().mockRejectedValueOnce(new Error('nginx did not answer')).mockResolvedValueOnce(site);
    const said: string[] = [];
    const life = new Lifecycle(Date.now() + DEADLINE_MS);
    expect(await life.open(start, (why) => said.push(why))).toBe(site);
    expect(said).toEqual(['nginx did not answer']);
    await life.end();
    expect(log).toEqual(['site']);
  });

  it('gives up after the second failed start', async () => {
    const start = jest.fn().mockRejectedValue(new Error('nginx did not answer'));
    const life = new Lifecycle(Date.now() + DEADLINE_MS);
    await expect(life.open(start, () => undefined)).rejects.toThrow('nginx did not answer');
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('the scripts', () => {
  const source = (file: string) => fs.readFileSync(path.join(ROOT, 'scripts', 'bench', file), 'utf8');

  it.each<[string, string, RegExp]>([
    ['run.ts', 'bench', /exits 1 when a budget is exceeded, (\d) on error or timeout/],
    ['ab.ts', 'bench:ab', /Exits 0 when it measured, (\d) on an error or past its deadline/],
  ])('%s ends through the one lifecycle, with the exit code its header documents', (file, name, documented) => {
    const text = source(file);
    expect(text).toContain(`runBench({ name: '${name}'`);
    // No second teardown: no signal, exit, watchdog or folder removal of its own.
    expect(text).not.toMatch(/process\.(on|once|exit)\(|setTimeout\(|rmSync\(/);
    const header = text.slice(0, text.indexOf('*/')).replace(/\s*\n\s*\*\s*/g, ' ');
    expect(Number(header.match(documented)?.[1])).toBe(EXIT_ERROR);
  });
});

describe('a real process', () => {
  const fixture = path.join(__dirname, 'support', 'benchLifecycleChild.ts');
  let run: ReturnType<typeof spawn> | undefined;
  let held: { pid: number; dir: string } | undefined;
  const alive = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() === 'sleep 600';
    } catch {
      return false;
    }
  };
  afterEach(() => {
    // Whatever the outcome, nothing of the test stays on the shared machine (only what it started, by id).
    if (run && run.exitCode === null && run.signalCode === null) run.kill('SIGKILL');
    if (held && alive(held.pid)) process.kill(held.pid, 'SIGKILL');
    if (held) fs.rmSync(held.dir, { recursive: true, force: true });
  });

  it('Ctrl-C (SIGINT): the process it holds is stopped, its folder removed, and it exits 2', async () => {
    const child = (run = spawn(process.execPath, ['--import', 'tsx', fixture], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const { pid, dir } = (held = await new Promise<{ pid: number; dir: string }>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0] ?? '') as { pid: number; dir: string });
      });
      void exited.then(() => reject(new Error(`the stand-in run ended before it started: ${stderr}`)));
    }));
    expect(alive(pid)).toBe(true);
    expect(fs.existsSync(dir)).toBe(true);
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 2, signal: null });
    expect(stderr).toContain('[bench] SIGINT: stopping.');
    expect(alive(pid)).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
