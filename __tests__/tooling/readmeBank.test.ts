import fs from 'node:fs';
import path from 'node:path';
import { resolveOptions } from '../../mocks/options';
import { SMS_SENDS_PER_CONSENT, SMS_SENDS_PER_CUSTOMER_HOUR } from '../../mocks/state';

/**
 * What the README's "Run it" tells a developer about the simulated bank is what the bank does
 * (issue 42, point 8): `BANK_PORT` moves `npm start`'s bank and the addresses it prints, and the SMS
 * limits it names are the bank's own bounds.
 */
const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const runIt = readme.slice(readme.indexOf('\n## Run it\n'), readme.indexOf('\n## Test it\n'));
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

describe("README 'Run it' and the simulated bank", () => {
  it('BANK_PORT moves the bank of npm start, and the addresses it serves follow', () => {
    const example = /`BANK_PORT=(\d+) npm start`/.exec(runIt);
    expect(example).not.toBeNull();
    // `npm start` runs mocks/main.ts, which reads its options from the environment.
    expect(packageJson.scripts.start).toMatch(/tsx mocks\/main\.ts$/);
    expect(fs.readFileSync(path.join(root, 'mocks/main.ts'), 'utf8')).toContain('resolveOptions({}, process.env)');
    const options = resolveOptions({}, { BANK_PORT: example![1] });
    expect(options.port).toBe(Number(example![1]));
    expect(options.publicUrl).toBe(`http://127.0.0.1:${example![1]}`);
  });

  it("names the bank's SMS limits: per consent and per customer in any rolling hour", () => {
    const limits = /at most (\d+) codes per consent and (\d+)\s+per customer in any rolling hour/.exec(runIt);
    expect(limits?.slice(1).map(Number)).toEqual([SMS_SENDS_PER_CONSENT, SMS_SENDS_PER_CUSTOMER_HOUR]);
  });
});
