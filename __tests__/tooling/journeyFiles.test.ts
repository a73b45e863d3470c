import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * docs/architecture.md's "One journey through the code" lists the files a reader opens to follow the
 * consent id from the entry URL to the authorise request (issue 32, point 6): at most 15, the first
 * the build's entry point, the last the one that builds the authorise request, and each linked to
 * the one above by a direct import, in the direction the list gives (→ the file above imports it,
 * ← it imports the file above). A list that no longer matches the code fails here.
 */
const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');

interface JourneyEntry {
  file: string;
  /** How it is linked to the entry above: `→` imported by it, `←` importing it; none for the first. */
  link: '→' | '←' | null;
}

/** The numbered entries of the section, in order. */
function journeyList(markdown: string): JourneyEntry[] {
  const start = markdown.indexOf('## One journey through the code');
  if (start < 0) throw new Error('architecture.md has no "One journey through the code" section');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const entries: JourneyEntry[] = [];
  for (const line of section.split('\n')) {
    const match = /^(\d+)\. (?:([→←]) )?`([^`]+)`/.exec(line);
    if (!match) continue;
    if (Number(match[1]) !== entries.length + 1) throw new Error(`entry ${match[1]} out of order (${match[3]})`);
    entries.push({ file: match[3]!, link: (match[2] as JourneyEntry['link']) ?? null });
  }
  return entries;
}

/** The src/ files a file imports directly (static, dynamic, type-only), as paths relative to src/. */
function importsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  const found = new Set<string>();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = path.resolve(path.dirname(path.join(src, file)), fileName);
    const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (resolved) found.add(path.relative(src, resolved).split(path.sep).join('/'));
  }
  return found;
}

/** What is wrong with the list, in words; empty when it matches the code. */
function journeyProblems(entries: readonly JourneyEntry[], imports: (file: string) => Set<string> = importsOf): string[] {
  const problems: string[] = [];
  if (entries.length === 0) return ['the list is empty'];
  if (entries.length > 15) problems.push(`${entries.length} files, more than 15`);
  const missing = entries.filter(({ file }) => !fs.existsSync(path.join(src, file)));
  for (const { file } of missing) problems.push(`src/${file} does not exist`);
  if (missing.length) return problems;
  entries.forEach(({ file, link }, i) => {
    if (i === 0) {
      if (link) problems.push(`the first entry (${file}) has a link`);
      return;
    }
    const above = entries[i - 1]!.file;
    if (link === '→' && !imports(above).has(file)) problems.push(`${above} does not import ${file}`);
    else if (link === '←' && !imports(file).has(above)) problems.push(`${file} does not import ${above}`);
    else if (!link) problems.push(`${file} has no link to ${above}`);
  });
  return problems;
}

const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const entries = journeyList(doc);

describe("the consent id's files in docs/architecture.md", () => {
  it('every file exists, each is linked to the one above by an import in the direction given, and there are at most 15', () => {
    expect(journeyProblems(entries)).toEqual([]);
  });

  it("starts at the build's entry point", () => {
    const webpack = fs.readFileSync(path.join(root, 'webpack.config.ts'), 'utf8');
    expect(webpack).toContain(`main: './src/${entries[0]?.file}'`);
  });

  it('ends at the file that builds the authorise request, for every kind', () => {
    const last = fs.readFileSync(path.join(src, entries[entries.length - 1]!.file), 'utf8');
    for (const endpoint of ['decidePayment', 'decideConsentStatus', 'authoriseShare']) expect(last).toMatch(new RegExp(`call\\(request, '${endpoint}'`));
  });
});

describe('the check bites', () => {
  const link = (list: JourneyEntry[], i: number, entry: JourneyEntry) => list.map((e, j) => (j === i ? entry : e));

  it('a link the code does not have', () => {
    // consentSagas.ts imports sessionSlice.ts; the other way round it does not.
    const i = entries.findIndex(({ file }) => file === 'features/consent/consentSagas.ts');
    expect(i).toBeGreaterThan(0);
    expect(journeyProblems(link(entries, i, { ...entries[i]!, link: '→' }))).toEqual([
      `${entries[i - 1]!.file} does not import features/consent/consentSagas.ts`,
    ]);
  });

  it('an import the code dropped', () => {
    const i = entries.findIndex(({ file }) => file === 'app/runEntry.ts');
    const without = (file: string) => {
      const found = importsOf(file);
      if (file === entries[i - 1]!.file) found.delete('app/runEntry.ts');
      return found;
    };
    expect(journeyProblems(entries, without)).toEqual([`${entries[i - 1]!.file} does not import app/runEntry.ts`]);
  });

  it('a file that is gone, and a list too long', () => {
    expect(journeyProblems([...entries.slice(0, 1), { file: 'api/preauth.ts', link: '→' }])).toEqual(['src/api/preauth.ts does not exist']);
    const long = Array.from({ length: 16 }, (_, i): JourneyEntry => ({ file: 'app/main.ts', link: i === 0 ? null : '→' }));
    expect(journeyProblems(long)[0]).toBe('16 files, more than 15');
  });

  it('reads the numbered entries of the section only, in order', () => {
    const text = '## One journey through the code\n\n1. `a.ts`: x\n2. → `b.ts`: y\n- `c.ts` in passing\n3. ← `d.ts`\n\n## Next\n4. → `e.ts`\n';
    expect(journeyList(text)).toEqual([
      { file: 'a.ts', link: null },
      { file: 'b.ts', link: '→' },
      { file: 'd.ts', link: '←' },
    ]);
    expect(() => journeyList('## One journey through the code\n1. `a.ts`\n3. → `b.ts`\n')).toThrow('out of order');
  });
});
