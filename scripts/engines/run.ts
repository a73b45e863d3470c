import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES, requireEngine } from '../../e2e/engines/engines';
import { BANK_PORT, BASE_URL } from '../../e2e/engines/bank';

/**
 * `npm run test:engines`: the journeys in WebKit and Firefox (e2e/engines/), against a simulated
 * bank of their own on port 8581 serving the production build (`npm run build` first). Both suites
 * run at once (node's test runner, one process per engine). A missing engine fails the run, naming
 * it and its package.
 */
const root = join(__dirname, '..', '..');

async function waitForBank(bank: ChildProcess) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE_URL}/config.json`)).ok) return;
    } catch {
      // not up yet
    }
    if (bank.exitCode !== null) throw new Error(`the simulated bank exited (${bank.exitCode}); is port ${BANK_PORT} free?`);
    if (Date.now() > deadline) throw new Error(`the simulated bank did not answer on ${BASE_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const missing: string[] = [];
  for (const engine of Object.keys(ENGINES) as (keyof typeof ENGINES)[]) {
    try {
      requireEngine(engine);
    } catch (error) {
      missing.push((error as Error).message);
    }
  }
  if (missing.length > 0) {
    console.error(`Cross-engine journeys cannot run:\n- ${missing.join('\n- ')}`);
    process.exit(1);
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('No production build in dist/: run `npm run build` first.');
    process.exit(1);
  }
  const bank = spawn('npx', ['tsx', 'mocks/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, BANK_PORT: String(BANK_PORT), BANK_HOST: '127.0.0.1', LOG: 'silent', SLOW_MS: '15000' },
  });
  const stopBank = () => {
    try {
      if (bank.pid) process.kill(-bank.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stopBank();
    process.exit(130);
  });
  try {
    await waitForBank(bank);
    const files = (process.env.ENGINES ?? 'webkit,firefox').split(',').map((e) => `e2e/engines/${e.trim()}.journeys.ts`);
    const code = await new Promise<number>((resolve) => {
      const run = spawn('npx', ['tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], { cwd: root, stdio: 'inherit' });
      run.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    process.exitCode = code;
  } finally {
    stopBank();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
