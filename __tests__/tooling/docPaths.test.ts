import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Docs that are true (issue 32, point 6). A doc or a comment that names a file the repository no
 * longer has sends its reader nowhere, and a `SPEC §n` or `INTERFACE §n` is only useful if the
 * section can be read here: docs/requirements.md and docs/interface.md restate them. Checked:
 * - every repository path (`src/…`, `mocks/…`, `docs/…`, `e2e/…`, `__tests__/…`, `scripts/…`,
 *   `deploy/…`, `.ci/…`, ending in a file extension or `/`) named in README.md, docs/**\/*.md and
 *   the comments of src/, mocks/, scripts/, deploy/, e2e/ exists; so does a path named from inside
 *   src/ (`app/main.ts`), a TypeScript file named alone (`routing.ts`) and a decision record named
 *   by number (`docs/decisions/018`, `decision 018`);
 * - every relative link of those docs leads to a file or folder;
 * - every `SPEC §n` / `INTERFACE §n` cited anywhere has its section in requirements.md /
 *   interface.md, and every `OPEN-FINANCE.md "heading"` its paragraph in requirements.md.
 * The first tests run the checks on made-up text, so a check that stopped finding anything fails.
 */
const root = path.resolve(__dirname, '../..');

/** Folders the build or the tools write (the directories .gitignore lists): named, never committed. */
const generated = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/') && !line.startsWith('#'));

/**
 * Kept for the record, the paths they name are those of their day: the session log (verbatim), and
 * a decision record superseded in whole (its top says so: the code it describes is gone or changed,
 * and the record that superseded it says what is true now).
 */
const HISTORICAL = new Set(['docs/performance-log.md']);
const isHistorical = (doc: string) =>
  HISTORICAL.has(doc) ||
  (/^docs\/decisions\/\d{3}-/.test(doc) && /^> Superseded by \[\d{3}\]/m.test(fs.readFileSync(path.join(root, doc), 'utf8').split('\n## Context')[0] ?? ''));

const PREFIXES = ['src', 'mocks', 'docs', 'e2e', '__tests__', 'scripts', 'deploy', '\\.ci'];
const REPO_PATH = new RegExp(`(?<![\\w./@~-])(?:${PREFIXES.join('|')})/[\\w.@/-]*`, 'g');
// Inside src/ the docs and comments name files from src/ or src/features/ (`app/main.ts`,
// `consent/routing.ts`): a path that starts with one of those folders counts too.
const srcFolders = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const SRC_SHORT = new RegExp(`(?<![\\w./@~-])(?:${[...srcFolders('src'), ...srcFolders('src/features')].join('|')})/[\\w.@/-]*`, 'g');
// A source file named alone (`routing.ts`): some file of the repository has that name.
const BARE_SOURCE = /(?<![\w./@~-])[\w-]+(?:\.[\w-]+)*\.tsx?(?![\w/.-])/g;
const DECISION_REF = /(?:docs\/decisions\/|\b[Dd]ecisions? )(\d{3})(?![\w-])/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

const exists = (relative: string) => fs.existsSync(path.join(root, relative));
const isGenerated = (relative: string) => generated.some((folder) => relative.startsWith(folder));
const decisionNumbers = new Set(fs.readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));

/** Repository paths in a text that do not exist (a path counts with an extension or a trailing `/`). */
function deadPaths(text: string): string[] {
  const dead: string[] = [];
  for (const [match] of text.matchAll(REPO_PATH)) {
    const named = match.replace(/\.+$/, '');
    const last = named.split('/').filter(Boolean).pop() ?? '';
    if (!named.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(last)) continue;
    if (!exists(named) && !isGenerated(named)) dead.push(named);
  }
  for (const [match] of text.matchAll(SRC_SHORT)) {
    const named = match.replace(/\.+$/, '');
    if (!/\.[A-Za-z0-9]+$/.test(named)) continue;
    if (!exists(`src/${named}`) && !exists(`src/features/${named}`) && !isGenerated(`src/${named}`)) dead.push(named);
  }
  for (const [match] of text.matchAll(BARE_SOURCE)) if (!sourceNames.has(match)) dead.push(match);
  for (const [match, number] of text.matchAll(DECISION_REF)) if (!decisionNumbers.has(number!)) dead.push(match);
  return dead;
}

/** Relative markdown links of a doc (at `doc`, relative to the root) that lead nowhere. */
function deadLinks(doc: string, text: string): string[] {
  const dead: string[] = [];
  for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
    if (/^([a-z]+:|#)/i.test(target!)) continue;
    const file = target!.replace(/[#?].*$/, '');
    const resolved = path.relative(root, path.resolve(root, path.dirname(doc), decodeURI(file)));
    if (!exists(resolved)) dead.push(target!);
  }
  return dead;
}

/** The sections a text cites, per document: `SPEC §2 "…", §4, §8`, `INTERFACE §1–§6` (ranges too). */
function citedSections(text: string): { doc: 'SPEC' | 'INTERFACE'; section: string }[] {
  const cited: { doc: 'SPEC' | 'INTERFACE'; section: string }[] = [];
  for (const match of text.matchAll(/\b(SPEC|INTERFACE)(?:\.md)?\s*§/g)) {
    const doc = match[1] as 'SPEC' | 'INTERFACE';
    // The citation runs on to the line's end, a closing parenthesis or the next document named.
    const rest = text.slice(match.index + match[0].length - 1).split(/\n|\)|\bSPEC\b|\bINTERFACE\b|\.md\b|\bdecisions?\b/)[0]!;
    for (const [, from, to] of rest.matchAll(/§\s*(\d+(?:\.\d+)?)(?:\s*[–-]\s*§?\s*(\d+))?/g)) {
      if (to) for (let n = Number(from); n <= Number(to); n += 1) cited.push({ doc, section: String(n) });
      else cited.push({ doc, section: from! });
    }
  }
  return cited;
}

/** The `## §n` / `### §n.m` headings of a doc. */
const sectionsOf = (doc: string) =>
  new Set([...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/^#{2,3} §(\d+(?:\.\d+)?)\b/gm)].map(([, n]) => n!));

/** Every comment of a source file: TypeScript's own scanner for scripts, the language's syntax for the rest. */
function commentsOf(file: string, text: string): string[] {
  if (/\.(tsx?|[cm]?js)$/.test(file)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
    const seen = new Set<number>();
    const comments: string[] = [];
    // Every token's trivia: TypeScript calls a comment after code on the same line trailing, and one
    // on a line of its own leading; both kinds, before declarations, inside JSX braces and at the end.
    const visit = (node: ts.Node) => {
      const ranges = [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])];
      for (const range of ranges) {
        if (seen.has(range.pos)) continue;
        seen.add(range.pos);
        comments.push(text.slice(range.pos, range.end));
      }
      for (const child of node.getChildren(source)) visit(child);
    };
    visit(source);
    return comments;
  }
  if (/\.css$/.test(file)) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (/\.html$/.test(file)) return text.match(/<!--[\s\S]*?-->/g) ?? [];
  if (/\.(sh|conf|ya?ml|properties)$/.test(file) || !path.extname(file)) return text.split('\n').filter((line) => /^\s*#/.test(line));
  return [];
}

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.name === 'node_modules' || isGenerated(`${child}/`) || isGenerated(child)) continue;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  if (exists(folder)) walk(folder);
  return found;
}

const sourceNames = new Set(
  ['src', 'mocks', 'scripts', 'deploy', 'e2e', '__tests__', 'bench'].flatMap(filesUnder).concat(fs.readdirSync(root)).map((file) => path.basename(file)),
);
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');
const DOCS = ['README.md', ...filesUnder('docs').filter((file) => file.endsWith('.md'))];
const CODE = ['src', 'mocks', 'scripts', 'deploy', 'e2e'].flatMap(filesUnder);
const EVERYWHERE = [...DOCS, ...CODE, ...filesUnder('__tests__'), ...filesUnder('bench'), ...filesUnder('.ci')].filter((file) =>
  /\.(md|tsx?|[cm]?js|css|html|sh|conf|ya?ml|json)$|^\.ci\//.test(file),
);
// This file's own examples are built so they never match (`'SP' + 'EC'`); the rest is read as is.
const SELF = path.relative(root, __filename);

describe('the checks find what they look for', () => {
  it('finds a dead repository path, and passes one that exists or that the build writes', () => {
    expect(deadPaths('see `src/app/nothing-here.ts`, src/app/main.ts, docs/gone/ and src/ui/generated/antd.css.')).toEqual([
      'src/app/nothing-here.ts',
      'docs/gone/',
    ]);
    expect(deadPaths('docs/decisions/999 and decision 998; decision 001 stands')).toEqual(['docs/decisions/999', 'decision 998']);
    // Named from inside src/, or by the file's name alone.
    expect(deadPaths('`app/event.ts` moved to `journey/event.ts`; consent/routing.ts, decisionOutcomes.ts, routing.ts')).toEqual([
      'app/event.ts',
      'decisionOutcomes.ts',
    ]);
  });

  it('finds a dead relative link and passes a living one', () => {
    expect(deadLinks('docs/x.md', '[a](decisions/) [b](nowhere.md#top) [c](https://example.com/x.md) [d](#here)')).toEqual(['nowhere.md#top']);
  });

  it('reads every section of a citation, lists and ranges included', () => {
    const spec = 'SP' + 'EC';
    const iface = 'INTER' + 'FACE';
    expect(citedSections(`(${spec} §2 "Security screen", §4, §8) and ${iface} §1–§3; docs/deployment.md §6`)).toEqual([
      { doc: 'SPEC', section: '2' },
      { doc: 'SPEC', section: '4' },
      { doc: 'SPEC', section: '8' },
      { doc: 'INTERFACE', section: '1' },
      { doc: 'INTERFACE', section: '2' },
      { doc: 'INTERFACE', section: '3' },
    ]);
  });

  it("reads a script's comments, and not its strings", () => {
    const text = "// one src/a.ts\nconst s = 'src/b.ts'; /* two */\nconst el = <p>{/* three */}</p>;\n";
    expect(commentsOf('x.tsx', text).map((c) => c.trim())).toEqual(['// one src/a.ts', '/* two */', '/* three */']);
  });
});

describe('docs that are true', () => {
  it('names only repository paths and decision records that exist (docs and comments)', () => {
    const dead: string[] = [];
    for (const doc of DOCS.filter((file) => !isHistorical(file))) {
      for (const named of deadPaths(read(doc))) dead.push(`${doc}: ${named}`);
      for (const link of deadLinks(doc, read(doc))) dead.push(`${doc}: link ${link}`);
    }
    for (const file of CODE) for (const named of deadPaths(commentsOf(file, read(file)).join('\n'))) dead.push(`${file}: ${named}`);
    expect(dead).toEqual([]);
  });

  it('has the section of every SPEC §n and INTERFACE §n cited, in docs/requirements.md and docs/interface.md', () => {
    const held = { SPEC: sectionsOf('docs/requirements.md'), INTERFACE: sectionsOf('docs/interface.md') };
    const missing = new Set<string>();
    for (const file of EVERYWHERE.filter((f) => f !== SELF)) {
      for (const { doc, section } of citedSections(read(file))) if (!held[doc].has(section)) missing.add(`${file}: ${doc} §${section}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('has the paragraph of every OPEN-FINANCE.md heading cited, in docs/requirements.md', () => {
    const requirements = read('docs/requirements.md');
    const missing: string[] = [];
    for (const file of EVERYWHERE.filter((f) => f !== SELF)) {
      for (const [, heading] of read(file).matchAll(/OPEN-FINANCE\.md[,:]? "([^"\n]+)"/g)) {
        if (!requirements.includes(`**${heading}`)) missing.push(`${file}: ${heading}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
