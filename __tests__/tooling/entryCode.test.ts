import fs from 'node:fs';
import path from 'node:path';
import { importsOf, reachable, valueImportSpecifiers } from './support/importGraph';

/**
 * The entry page (`/`) runs its saga and the journey table without the store (docs/decisions/007):
 * its JavaScript before the login's redirect is held to 40 KB gzip by `npm run bench`. What its code
 * imports, without following a lazy import, must bring neither the store's packages nor the kinds'
 * modules (their decisions send the BFF's calls, which bring Redux Toolkit and RTK Query).
 */
const root = path.resolve(__dirname, '../..');
const ENTRY_CODE = 'src/app/runEntry.ts';
const STORE_PACKAGES = /^(@reduxjs\/toolkit|react|react-dom|react-redux|react-router|react-router-dom|antd)(\/|$)/;

function entryGraph() {
  const { files } = reachable(root, [ENTRY_CODE], () => false, (file) => importsOf(root, file));
  const packages = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { specifier, how } of valueImportSpecifiers(path.join(root, file), text)) {
      if (how === 'static' && !specifier.startsWith('.')) packages.set(`${file} → ${specifier}`, specifier);
    }
  }
  return { files: [...files], packages: [...packages.entries()] };
}

describe("the entry page's code (src/app/runEntry.ts and what it imports)", () => {
  const { files, packages } = entryGraph();

  it('reads the journey table', () => expect(files).toContain('src/journey/journeyTable.ts'));

  it("brings no kind's module, no registry and no BFF endpoints", () =>
    expect(files.filter((file) => /^src\/kinds\/|^src\/features\/[^/]+\/kind\.ts$|^src\/api\/bff\.ts$/.test(file))).toEqual([]));

  it("imports none of the store's or the screens' packages", () =>
    expect(packages.filter(([, specifier]) => STORE_PACKAGES.test(specifier)).map(([where]) => where)).toEqual([]));
});

describe('main.js (src/app/main.ts and what it imports): every page loads it first', () => {
  const { files } = reachable(root, ['src/app/main.ts'], () => false, (file) => importsOf(root, file));

  it('carries no copy: the boot texts are index.html\'s (app/bootTexts.ts)', () => {
    expect(files).toContain('src/app/bootScreens.ts');
    expect(files).not.toContain('src/copy/ptBR.ts');
  });
});
