import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import projectConfig from '../../webpack.config';
import { buildFixture } from './support/runWebpack';

/**
 * react-router's unused parts leave production builds (decision 031): the project's own alias and
 * rule, on a fixture importing what the portal imports. React is left out of the fixture's bundle
 * (an external): only react-router's share is looked at.
 */
const production = projectConfig({}, { mode: 'production' });
const trimRule = (production.module?.rules ?? []).find(
  (rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null && String(rule.use).includes('trim-react-router'),
);

async function build(outDir: string, rules: RuleSetRule[]): Promise<string> {
  await buildFixture('trim-react-router', outDir, {
    output: { filename: '[name].js' },
    externals: { react: 'React', 'react-dom': 'ReactDOM' },
    resolve: { alias: production.resolve?.alias },
    module: { rules },
  });
  return fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
}

// Texts only Link and NavLink, Form and the framework's prefetching carry, and one the router's
// matching does.
const UNUSED_PARTS = ['aria-current', 'data-discover', 'modulepreload'];
const USED_PART = 'is not able to match the URL';

describe('react-router in production builds', () => {
  let outDir: string;
  let trimmed: string;
  let whole: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trim-react-router-'));
    trimmed = await build(path.join(outDir, 'trimmed'), trimRule ? [trimRule] : []);
    whole = await build(path.join(outDir, 'whole'), []);
  }, 60_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('the project applies the trim to the production files its alias resolves', () => {
    expect(trimRule).toBeDefined();
  });

  it('keeps what the portal uses and leaves Link, NavLink, Form and the prefetching out', () => {
    expect(trimmed.includes(USED_PART)).toBe(true);
    expect(UNUSED_PARTS.filter((text) => trimmed.includes(text))).toEqual([]);
    expect(trimmed.length).toBeLessThan(whole.length * 0.6);
  });

  it('without it they would be in (the fixture shows what the trim removes)', () => {
    expect(UNUSED_PARTS.filter((text) => whole.includes(text))).toEqual(UNUSED_PARTS);
  });
});
