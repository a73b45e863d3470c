/**
 * A bench run in miniature for benchLifecycle.test.ts, run as a process of its own: a child process
 * stands for nginx and a temporary folder for the build's copy, both held through the bench's
 * lifecycle. It waits on its child as the bench waits on its browser: once the lifecycle closes it,
 * the run fails where it waits. Prints what it holds, then waits to be stopped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBench } from '../../../scripts/bench/lifecycle';

void runBench({ name: 'bench', deadlineMs: 10 * 60_000 }, async (life) => {
  const dir = life.folder(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lifecycle-')));
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  life.hold({
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  });
  console.log(JSON.stringify({ pid: child.pid, dir }));
  await exited;
  throw new Error('the stand-in for nginx is gone');
});
