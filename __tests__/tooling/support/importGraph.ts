import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a source file makes the browser evaluate: its imports as the build keeps them. Static
 * imports and `export … from` are read from the file as the compiler emits it (`import type`, and
 * an import whose names are only used as types, are gone there, as in Babel's output: the browser
 * never evaluates those files); dynamic `import()` calls are read from the source with their
 * webpack comments. Only the project's own files count: a bare specifier (a package) is left out.
 */
export interface Import {
  /** The imported file, relative to the root given to `importsOf`, with `/`. */
  file: string;
  /** `static` (import, export … from), or `dynamic` (`import()`). */
  how: 'static' | 'dynamic';
  /** A dynamic import with `webpackMode: "eager"`: in the importer's own chunk, no request of its own. */
  eager: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/**
 * The file a relative specifier names (TypeScript's and webpack's extensions), or null. A file named
 * with its extension counts even before it exists: the build generates some (`ui/generated/antd.css`).
 */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return found ?? (/\.(css|svg|png|woff2?)$/.test(specifier) ? base : null);
}

/** The specifiers of the imports a module keeps once its types are erased. */
export function valueImportSpecifiers(fileName: string, text: string): { specifier: string; how: 'static' | 'dynamic'; eager: boolean }[] {
  const found: { specifier: string; how: 'static' | 'dynamic'; eager: boolean }[] = [];
  if (!/\.[cm]?[jt]sx?$/.test(fileName)) return found;
  // Static imports: from the emitted module (isolatedModules, as Babel erases types file by file).
  const emitted = ts.transpileModule(text, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.Preserve, isolatedModules: true, verbatimModuleSyntax: false },
  }).outputText;
  const out = ts.createSourceFile(`${fileName}.out.js`, emitted, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JSX);
  for (const statement of out.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ specifier: statement.moduleSpecifier.text, how: 'static', eager: false });
    }
  }
  // Dynamic imports: from the source, where their webpack comments are.
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      // A specifier computed at run time could name any file: the reader would miss it silently.
      if (!argument || !ts.isStringLiteralLike(argument)) throw new Error(`${fileName}: import() of a computed specifier, which this reader cannot follow`);
      const comments = text.slice(argument.pos, argument.getStart(source));
      found.push({ specifier: argument.text, how: 'dynamic', eager: /webpackMode:\s*["']eager["']/.test(comments) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A file's imports of the project's own files (relative specifiers), resolved; `file` is relative to `root`. */
export function importsOf(root: string, file: string): Import[] {
  const absolute = path.join(root, file);
  // A stylesheet or an image imports nothing (the portal's CSS has no `@import` or `url()`).
  if (!/\.[cm]?[jt]sx?$/.test(file)) return [];
  return valueImportSpecifiers(absolute, fs.readFileSync(absolute, 'utf8'))
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, how, eager }) => {
      const resolved = resolveSpecifier(absolute, specifier);
      if (!resolved) throw new Error(`${file}: cannot resolve '${specifier}'`);
      return { file: path.relative(root, resolved).split(path.sep).join('/'), how, eager };
    });
}

/** A dynamic import met on the walk that loads a chunk of its own (not `eager`). */
export interface LazyImport {
  from: string;
  file: string;
}

/**
 * The files reached from `entries`: every static import and eager dynamic import is followed; a
 * lazy dynamic import (a chunk of its own) only when `follow(file)` says so. Returns the files
 * reached and every lazy import met on the way (followed or not).
 */
export function reachable(
  root: string,
  entries: readonly string[],
  follow: (lazy: LazyImport) => boolean,
  imports: (file: string) => Import[] = (file) => importsOf(root, file),
): { files: Set<string>; lazy: LazyImport[] } {
  const files = new Set<string>();
  const lazy: LazyImport[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const next of imports(file)) {
      if (next.how === 'dynamic' && !next.eager) {
        const edge = { from: file, file: next.file };
        lazy.push(edge);
        if (!follow(edge)) continue;
      }
      queue.push(next.file);
    }
  }
  return { files, lazy };
}
