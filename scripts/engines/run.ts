import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES, requireEngine } from '../../e2e/engines/engines';
import { startBank } from './bankServer';

/**
 * `npm run test:engines`: the journeys in WebKit and Firefox (e2e/engines/), against a simulated
 * bank of their own on port 8581 serving the production build (`npm run build` first). Both suites
 * run at once (node's test runner, one process per engine). A missing engine fails the run, naming
 * it and its package.
 */
const root = join(__dirname, '..', '..');

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
  const stopBank = await startBank();
  process.on('SIGINT', () => {
    stopBank();
    process.exit(130);
  });
  try {
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
