import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

/**
 * The import direction of src/ (docs/architecture.md) is held by the lint configuration (`npm run
 * lint` passes on the tree as it is): these tests lint real files of the tree with one added import
 * and expect the rules to refuse it, so a configuration that stopped checking would fail here.
 */
const root = path.resolve(__dirname, '../..');
// The configuration is handed over, not loaded by ESLint: jest's module system can't run the
// dynamic import ESLint uses for config files.
const config = jest.requireActual<Linter.Config[]>(path.join(root, 'eslint.config.js'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function ruleIdsFor(file: string, addedImport: string): Promise<string[]> {
  const filePath = path.join(root, file);
  const text = `${addedImport}\n${fs.readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import direction (shared → features → app)', () => {
  it.each([
    ['a shared module importing the app', 'src/ui/Spinner.tsx', "import '../app/store';"],
    ['a shared module importing a feature', 'src/format/format.ts', "import '../features/consent/consentSlice';"],
    ['a feature importing the app', 'src/features/payment/PixScreen.tsx', "import '../../app/rootReducer';"],
    ['a base feature importing the consent core', 'src/features/session/sessionSagas.ts', "import '../consent/consentSlice';"],
    ['the consent core importing a screen feature', 'src/features/consent/consentSagas.ts', "import '../security/securitySlice';"],
    ['a screen feature importing another', 'src/features/payment/PixView.tsx', "import '../sharing/InstitutionLogo';"],
  ])('refuses %s', async (_what, file, addedImport) => {
    expect(await ruleIdsFor(file, addedImport)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import circle', async () => {
    // consent/routing.ts imports journey/paths.ts: paths importing routing back closes a circle.
    expect(await ruleIdsFor('src/features/consent/routing.ts', "import './consentSagas';")).toContain('import-x/no-cycle');
  });
});
