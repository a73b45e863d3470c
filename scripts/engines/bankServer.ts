import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BANK_PORT, BASE_URL } from '../../e2e/engines/bank';
import { TEST_RUNS_SMS_PER_CUSTOMER_HOUR } from '../../mocks/options';

/** Starts the simulated bank on BANK_PORT (8581 unless ENGINES_PORT) for the engines' runs; returns its stop. */
export async function startBank(): Promise<() => void> {
  const bank = spawn('npx', ['tsx', 'mocks/main.ts'], {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      BANK_PORT: String(BANK_PORT),
      BANK_HOST: '127.0.0.1',
      LOG: 'silent',
      SLOW_MS: '15000',
      SMS_PER_CUSTOMER_HOUR: String(TEST_RUNS_SMS_PER_CUSTOMER_HOUR),
    },
  });
  const stop = () => {
    try {
      if (bank.pid) process.kill(-bank.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE_URL}/config.json`)).ok) return stop;
    } catch {
      // not up yet
    }
    if (bank.exitCode !== null) throw new Error(`the simulated bank exited (${bank.exitCode}); is port ${BANK_PORT} free?`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the simulated bank did not answer on ${BASE_URL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
