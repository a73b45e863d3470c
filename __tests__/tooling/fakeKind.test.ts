import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 43: a kind added to the kind union without its module fails `npm run typecheck`. The
 * TypeScript compiler reads the tree as it is, except the contract, where a fake kind is added in
 * full (the union, its envelope member, its loaded form, its data) but no module is written for it:
 * the compiler must then refuse the kinds' registry (src/kinds/registry.ts).
 */
const root = path.resolve(__dirname, '../..');
const CONTRACT = path.join(root, 'src/api/contract.ts');
const REGISTRY = path.join(root, 'src/kinds/registry.ts');

function withFakeKind(text: string): string {
  const edits: [string, string][] = [
    ["export type ConsentKind = 'PAGAMENTO'", "export type ConsentKind = 'FAKE' | 'PAGAMENTO'"],
    ["  VINCULO: 'consentimentoVinculoDispositivo',\n} as const", "  VINCULO: 'consentimentoVinculoDispositivo',\n  FAKE: 'consentimentoFake',\n} as const"],
    ['export type LoadedConsent =\n', "export type LoadedConsent =\n  | { kind: 'FAKE'; data: SweepingConsent }\n"],
    ['export interface ConsentDataByKind {\n', 'export interface ConsentDataByKind {\n  FAKE: SweepingConsent;\n'],
  ];
  return edits.reduce((t, [from, to]) => {
    if (!t.includes(from)) throw new Error(`the contract no longer has: ${from}`);
    return t.replace(from, to);
  }, text);
}

let previous: ts.Program | undefined;

function errorsOf(contractText: string): { file: string; message: string }[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === CONTRACT ? contractText : readFile(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) =>
    path.resolve(file) === CONTRACT ? ts.createSourceFile(file, contractText, language) : getSourceFile(file, language, onError);
  // The registry and what it imports (the same check as the whole tree's, for this file, and fast);
  // the second compile reuses the first's unchanged files.
  const rootNames = [REGISTRY, ...config.fileNames.filter((f) => f.startsWith(path.join(root, 'src')) && f.endsWith('.d.ts'))];
  const program = ts.createProgram({ rootNames, options: config.options, host, oldProgram: previous });
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.relative(root, d.file.fileName) : '(no file)',
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

describe('a kind in the union without its module', () => {
  const contract = fs.readFileSync(CONTRACT, 'utf8');

  it('the tree as it is compiles', () => {
    expect(errorsOf(contract)).toEqual([]);
  });

  it('fails the typecheck at the registry', () => {
    const errors = errorsOf(withFakeKind(contract));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.file)).toContain('src/kinds/registry.ts');
    expect(errors.find((e) => e.file === 'src/kinds/registry.ts')?.message).toMatch(/FAKE/);
  });
});
