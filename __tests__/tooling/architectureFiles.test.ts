import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importsOf, reachable, type Import, type LazyImport } from './support/importGraph';

/**
 * docs/architecture.md's section "Every file from the entry URL to the authorise PATCH" lists the
 * files the browser evaluates on the immediate Pix journey (the entry URL → login → `/callback` →
 * `/carregando` → `/pix` → 'Confirmar' → `/segredo` → SMS code → `PATCH
 * /canais/v1/consentimento/{id}/status/AUTORIZADO`), and this test computes them from the imports
 * (issue 43, point 5): a file on the path the list misses, or a listed file the path does not
 * reach, fails it, and the failure prints the section's whole list as it should read.
 *
 * The rule (written in the doc too): start at webpack's entry, `src/app/main.ts`; follow every
 * static import and `export … from` that survives type erasure (`import type`, and names used only
 * as types, never reach the browser), and every `import()` webpack keeps in its importer's chunk
 * (`webpackMode: "eager"`). An `import()` that loads a chunk of its own is followed only when the
 * journey loads it for itself: `JOURNEY_CHUNKS` below, in the order the journey loads them; the
 * others it meets are named in `OTHER_CHUNKS`. A lazy import in neither fails, so a new one is
 * placed on purpose. Packages (node_modules) are left out.
 */
const root = path.resolve(__dirname, '../..');
const DOC = 'docs/architecture.md';
/** Where a failure also writes the list as it should read, unindented, to paste (.tmp/ is ignored by git). */
const PASTE = '.tmp/architecture-journey-files.md';
const SECTION = '## Every file from the entry URL to the authorise PATCH';

/**
 * The chunks the journey loads for itself, by their first module, in the order it loads them; each
 * names a group of the section (the files it brings that no earlier group brought).
 */
const JOURNEY_CHUNKS: ReadonlyArray<readonly [file: string, group: string]> = [
  ['src/app/main.ts', '`main.js`: both page loads (`/`, then `/callback`)'],
  ['src/app/runEntry.ts', 'Page 1, `/?intent_id=…`: the `entry` chunk group, until the login'],
  ['src/app/bootApp.ts', 'Page 2, `/callback`: the `store` chunk group (every route\'s work, the BFF, the authorisation)'],
  ['src/app/mountApp.tsx', 'Page 2: the `app` chunk group (React, the router, the layout, the result pages)'],
  ['src/features/session/CallbackScreen.tsx', '`/callback`\'s screen'],
  ['src/features/consent/LoadingScreen.tsx', '`/carregando`\'s screen'],
  ['src/features/payment/PixScreen.tsx', '`/pix`\'s screen'],
  ['src/app/ModalHost.tsx', 'The dialogs, fetched ahead once `/pix` has rendered (and antd\'s scope with them)'],
  ['src/features/security/SecurityScreen.tsx', '`/segredo`\'s screen, its SMS form, up to the authorise PATCH'],
  ['src/ui/AntdScope.tsx', '`/segredo` renders antd: its scope (already in with the dialogs)'],
];

/** The lazy imports the journey meets and does not load for itself, and why. */
const OTHER_CHUNKS: Readonly<Record<string, string>> = {
  'src/features/session/EntryScreen.tsx': '`/` inside the app: page 1 runs the entry chunk without the app',
  'src/features/payment/PixScheduledScreen.tsx': 'another kind (fetched ahead with the payment screens, never rendered)',
  'src/features/recurring/RecurringScreen.tsx': 'another kind (fetched ahead with the payment screens, never rendered)',
  'src/features/sweeping/SweepingScreen.tsx': 'another kind (fetched ahead with the payment screens, never rendered)',
  'src/features/automatic/AutomaticScreen.tsx': 'another kind (fetched ahead with the payment screens, never rendered)',
  'src/features/enrolment/EnrolmentScreen.tsx': 'another kind (fetched ahead with the confirmation screens, never rendered)',
  'src/features/sharing/SharingScreen.tsx': 'another kind (fetched ahead with the confirmation screens, never rendered)',
  'src/features/results/RedirectScreen.tsx': 'after the PATCH (`/redirect`)',
  'src/features/handoff/HandoffScreen.tsx': 'another route (Android with the bank\'s app)',
  'src/features/security/SignatureForm.tsx': 'another security device (signature)',
  'src/features/security/QrView.tsx': 'another security device (QR code)',
  'src/features/sharing/InfoShareBody.tsx': 'the data sharing\'s info dialog',
  'src/features/authorisations/AuthorisationsScreen.tsx': 'another route (the customer\'s authorisations, decision 076)',
  'src/features/authorisations/AuthorisationScreen.tsx': 'another route (one of the customer\'s authorisations, decision 076)',
  // Each kind's terms read-only, for `/autorizacoes/{id}` (decision 077): another route.
  'src/features/payment/PixScheduledView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
  'src/features/recurring/RecurringView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
  'src/features/sweeping/SweepingView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
  'src/features/automatic/AutomaticView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
  'src/features/sharing/SharingView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
  'src/features/enrolment/EnrolmentView.tsx': 'a kind\'s terms read-only (`/autorizacoes/{id}`)',
};

const webpackConfig = fs.readFileSync(path.join(root, 'webpack.config.ts'), 'utf8');
/** What webpack.config.ts says, or a failure that names what this test no longer finds there. */
function fromWebpackConfig(pattern: RegExp, what: string): string {
  const found = pattern.exec(webpackConfig)?.[1];
  if (!found) throw new Error(`webpack.config.ts: ${what} not found by ${pattern} (architectureFiles.test.ts reads it from there)`);
  return found;
}
const ENTRY = fromWebpackConfig(/entry: \{ main: '\.\/(src\/[^']+)' \}/, 'the one entry point');
const DOCUMENT = fromWebpackConfig(/new HtmlWebpackPlugin\(\{ template: '\.\/([^']+)'/, "HtmlWebpackPlugin's template");

interface Journey {
  /** The files in the order the journey reaches them, by group. */
  groups: { group: string; files: string[] }[];
  /** Lazy imports met that neither list names. */
  unplaced: LazyImport[];
}

/** Each file's imports, read once (the walks below read the same files several times). */
const read = new Map<string, Import[]>();
const importsRead = (file: string): Import[] => {
  const found = read.get(file) ?? importsOf(root, file);
  read.set(file, found);
  return found;
};

/** The journey's files, computed from the imports. */
function journeyOf(imports: (file: string) => Import[] = importsRead): Journey {
  const onJourney = new Set(JOURNEY_CHUNKS.map(([file]) => file));
  const all = reachable(root, [ENTRY], (lazy) => onJourney.has(lazy.file), imports);
  const seen = new Set<string>([DOCUMENT]);
  const groups = JOURNEY_CHUNKS.map(([start, group], i) => {
    // A group holds what its chunk brings that no earlier one brought: its module's own graph, lazy imports left out.
    const files = [...reachable(root, [start], () => false, imports).files].filter((file) => all.files.has(file) && !seen.has(file));
    for (const file of files) seen.add(file);
    return { group, files: i === 0 ? [DOCUMENT, ...files] : files };
  });
  const unplaced = all.lazy.filter((lazy) => !onJourney.has(lazy.file) && !(lazy.file in OTHER_CHUNKS));
  return { groups: groups.filter(({ files }) => files.length > 0), unplaced };
}

interface Listed {
  file: string;
  line: string;
}

/** The section's list items (`` - `src/…`: what it does ``), in order. */
function listedIn(markdown: string): Listed[] {
  const start = markdown.indexOf(SECTION);
  if (start < 0) throw new Error(`${DOC} has no "${SECTION}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .flatMap((line) => {
      const match = /^- `((?:src)\/[^`]+)`/.exec(line);
      return match ? [{ file: match[1]!, line }] : [];
    });
}

/** What the list lacks, has in excess or twice, and the whole list as it should read; no problems: ''. */
function comparison(listed: readonly Listed[], journey: Journey): string {
  const expected = journey.groups.flatMap(({ files }) => files);
  const onPath = new Set(expected);
  const inList = new Set(listed.map(({ file }) => file));
  const missing = expected.filter((file) => !inList.has(file));
  const unused = listed.filter(({ file }) => !onPath.has(file)).map(({ file }) => file);
  const twice = listed.map(({ file }) => file).filter((file, i, files) => files.indexOf(file) !== i);
  if (missing.length + unused.length + twice.length === 0) return '';
  const lineOf = new Map(listed.map(({ file, line }) => [file, line]));
  const whole = journey.groups
    .map(({ group, files }) => [`### ${group}`, '', ...files.map((file) => lineOf.get(file) ?? `- \`${file}\`: TODO what it does on the path`)].join('\n'))
    .join('\n\n');
  return [
    `${DOC}, "${SECTION.slice(3)}":`,
    ...missing.map((file) => `  missing (on the path, not listed): ${file}`),
    ...unused.map((file) => `  not on the path (listed, never loaded by the journey): ${file}`),
    ...twice.map((file) => `  listed twice: ${file}`),
    '',
    'The list as it should read (lines kept from the doc; new ones say TODO), to paste over the groups:',
    '',
    whole,
  ].join('\n');
}

const journey = journeyOf();

describe(`${DOC}: every file from the entry URL to the authorise PATCH`, () => {
  it('every lazily loaded chunk the journey meets is placed: loaded by the journey, or not', () => {
    const unplaced = journey.unplaced.map(
      ({ from, file }) => `${from} imports ${file} lazily: add it to JOURNEY_CHUNKS (the journey loads it for itself) or OTHER_CHUNKS (say why not)`,
    );
    expect(unplaced).toEqual([]);
    // Both lists name files that exist, and OTHER_CHUNKS only lazy imports the walk meets (a stale line goes).
    const met = new Set(reachable(root, [ENTRY], () => true, importsRead).lazy.map(({ file }) => file));
    const stale = Object.keys(OTHER_CHUNKS).filter((file) => !met.has(file));
    const gone = JOURNEY_CHUNKS.map(([file]) => file).filter((file) => !fs.existsSync(path.join(root, file)));
    expect({ stale, gone }).toEqual({ stale: [], gone: [] });
  });

  it('lists exactly the files the journey loads: none missing, none unused, none twice', () => {
    const listed = listedIn(fs.readFileSync(path.join(root, DOC), 'utf8'));
    const problems = comparison(listed, journey);
    if (problems) {
      fs.mkdirSync(path.join(root, path.dirname(PASTE)), { recursive: true });
      fs.writeFileSync(path.join(root, PASTE), `${problems.slice(problems.indexOf('### '))}\n`);
      throw new Error(`${problems}\n\n(The list is also in ${PASTE}.)`);
    }
  });

  it("starts at the build's page and entry point, and reaches the authorise PATCH for the Pix", () => {
    const files = journey.groups.flatMap((group) => group.files);
    expect(files.slice(0, 2)).toEqual(['src/app/index.html', 'src/app/main.ts']);
    // The PATCH: the authorisation saga, the decision requests, the Pix's call its module sends, the BFF's path.
    expect(files).toEqual(
      expect.arrayContaining(['src/features/consent/authoriseSaga.ts', 'src/features/consent/decisionRequests.ts', 'src/kinds/deciding.ts', 'src/api/contract.ts']),
    );
    expect(fs.readFileSync(path.join(root, 'src/kinds/deciding.ts'), 'utf8')).toMatch(/call\(request, 'decidePayment'/);
    expect(fs.readFileSync(path.join(root, 'src/api/contract.ts'), 'utf8')).toContain('/canais/v1/consentimento/${encodeURIComponent(consentId)}/status/${status}');
  });
});

describe('the check bites', () => {
  // A list that matches the code, whatever the doc says today.
  const listed: Listed[] = journey.groups.flatMap(({ files }) => files).map((file) => ({ file, line: `- \`${file}\`: what it does` }));

  it('a list that matches passes', () => {
    expect(comparison(listed, journey)).toBe('');
  });

  it('a file on the path that the list misses', () => {
    const without = listed.filter(({ file }) => file !== 'src/features/consent/authoriseSaga.ts');
    const problems = comparison(without, journey);
    expect(problems).toContain('missing (on the path, not listed): src/features/consent/authoriseSaga.ts');
    expect(problems).toContain('- `src/features/consent/authoriseSaga.ts`: TODO what it does on the path');
    expect(problems).not.toContain('not on the path');
  });

  it('a listed file the path does not reach: another kind, or an import the code dropped', () => {
    const extra = [...listed, { file: 'src/features/payment/PixScheduledScreen.tsx', line: '- `src/features/payment/PixScheduledScreen.tsx`: x' }];
    expect(comparison(extra, journey)).toContain('not on the path (listed, never loaded by the journey): src/features/payment/PixScheduledScreen.tsx');
    // PixScreen no longer imports PixView: the view (and what only it imports) leaves the path.
    const dropped = journeyOf((file) => importsRead(file).filter((next) => !(file === 'src/features/payment/PixScreen.tsx' && next.file === 'src/features/payment/PixView.tsx')));
    expect(comparison(listed, dropped)).toContain('not on the path (listed, never loaded by the journey): src/features/payment/PixView.tsx');
  });

  it('a file listed twice, and a lazy import nobody placed', () => {
    expect(comparison([...listed, listed[3]!], journey)).toContain(`listed twice: ${listed[3]!.file}`);
    const newChunk = journeyOf((file) => [...importsRead(file), ...(file === 'src/features/payment/PixScreen.tsx' ? [{ file: 'src/ui/Countdown.tsx', how: 'dynamic' as const, eager: false }] : [])]);
    expect(newChunk.unplaced).toEqual([{ from: 'src/features/payment/PixScreen.tsx', file: 'src/ui/Countdown.tsx' }]);
  });

  it('reads the list items of the section only', () => {
    const text = `# x\n- \`src/a.ts\`: before\n${SECTION}\n\n### g\n\n- \`src/b.ts\`: on it\n  - \`src/c.ts\` nested\n- \`mocks/d.ts\`\n\n## Next\n- \`src/e.ts\`\n`;
    expect(listedIn(text).map(({ file }) => file)).toEqual(['src/b.ts']);
  });
});

describe('the import reader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows what the browser evaluates: values, re-exports, side effects, eager imports; not types nor lazy chunks unless asked', () => {
    write('main.ts', [
      "import './style.css';",
      "import { value } from './value';",
      "import type { OnlyType } from './typeOnly';",
      "import { Shape } from './usedAsType';",
      "import { type Named } from './namedType';",
      "export { other } from './reexported';",
      "export type { T } from './reexportedType';",
      "import React from 'react';",
      'export const x: Shape | OnlyType | Named = value as never;',
      "export const eager = () => import(/* webpackMode: \"eager\" */ './eagerPart');",
      "export const lazy = () => import(/* webpackChunkName: \"lazy\" */ './lazyPart');",
      'export const y = React;',
    ].join('\n'));
    for (const file of ['value', 'typeOnly', 'usedAsType', 'namedType', 'reexported', 'reexportedType', 'eagerPart', 'lazyPart']) write(`${file}.ts`, 'export const other = 1; export type T = 1; export type Shape = 1; export type OnlyType = 1; export type Named = 1; export const value = 1;\n');
    write('style.css', '.a {}\n');
    write('dir/index.tsx', 'export default 1;\n');
    write('lazyPart.ts', "import './dir';\n");

    expect(importsOf(dir, 'main.ts')).toEqual([
      { file: 'style.css', how: 'static', eager: false },
      { file: 'value.ts', how: 'static', eager: false },
      { file: 'reexported.ts', how: 'static', eager: false },
      { file: 'eagerPart.ts', how: 'dynamic', eager: true },
      { file: 'lazyPart.ts', how: 'dynamic', eager: false },
    ]);
    expect([...reachable(dir, ['main.ts'], () => false).files].sort()).toEqual(['eagerPart.ts', 'main.ts', 'reexported.ts', 'style.css', 'value.ts']);
    const followed = reachable(dir, ['main.ts'], ({ file }) => file === 'lazyPart.ts');
    expect([...followed.files]).toEqual(expect.arrayContaining(['lazyPart.ts', 'dir/index.tsx']));
    expect(followed.lazy).toEqual([{ from: 'main.ts', file: 'lazyPart.ts' }]);
  });

  it('refuses an import() of a computed specifier, which it could not follow', () => {
    write('computed.ts', 'export const load = (name: string) => import(`./screens/${name}`);\n');
    expect(() => importsOf(dir, 'computed.ts')).toThrow('import() of a computed specifier');
  });

  it('refuses a relative import it cannot resolve', () => {
    write('broken.ts', "import { a } from './nowhere';\nexport const b = a;\n");
    expect(() => importsOf(dir, 'broken.ts')).toThrow("broken.ts: cannot resolve './nowhere'");
  });
});
