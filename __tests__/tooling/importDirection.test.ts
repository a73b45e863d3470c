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
    ['a screen feature importing another', 'src/features/payment/PixView.tsx', "import '../sharing/ProductSelection';"],
    ["a kind's module importing the consent core", 'src/features/enrolment/kind.ts', "import '../consent/consentSlice';"],
    ["the kinds' registry importing a screen", 'src/kinds/registry.ts', "import '../features/enrolment/EnrolmentScreen';"],
    ["a kind's module loading another kind's screen", 'src/features/payment/kind.ts', "export const load = () => import('../enrolment/EnrolmentScreen');"],
    ["the kinds' read-only terms importing the authorisations' pages", 'src/features/review/AuthorisationTerms.tsx', "import '../authorisations/authorisationsSlice';"],
    ["the authorisations' pages importing another screen feature than review", 'src/features/authorisations/AuthorisationScreen.tsx', "import '../payment/PixView';"],
    ["a feature importing the field data's code beyond its events", 'src/features/authorisations/authorisationsSagas.ts', "import '../metrics/fieldDataSaga';"],
  ])('refuses %s', async (_what, file, addedImport) => {
    expect(await ruleIdsFor(file, addedImport)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['its own screen', "import './PixScreen';"],
    ['its own view, for a type', "import type { PixViewProps } from './PixView';"],
    ['its own folder, written from the features', "export { default } from '../payment/PixScreen';"],
  ])("refuses a kind's module importing %s statically: the store chunk would hold it", async (_what, addedImport) => {
    expect(await ruleIdsFor('src/features/payment/kind.ts', addedImport)).toContain('no-restricted-imports');
  });

  it("lets a feature note what the customer did for the field data: features/metrics/fieldEvents.ts alone (docs/decisions/083)", async () => {
    const rules = await ruleIdsFor('src/features/payment/PixScreen.tsx', "import { fieldNoted } from '../metrics/fieldEvents';");
    expect(rules.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
  });

  it("lets an authorisation's page import the kinds' read-only terms (features/review, a base feature: docs/decisions/077)", async () => {
    const rules = await ruleIdsFor('src/features/authorisations/AuthorisationsScreen.tsx', "import '../review/AuthorisationTerms';");
    expect(rules.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
  });

  it("lets a kind's module load its own folder's code by import(), the one exception", async () => {
    const rules = await ruleIdsFor('src/features/payment/kind.ts', "export const load = () => import(/* webpackChunkName: \"payment\" */ './PixView');");
    expect(rules.filter((rule) => rule.startsWith('import-x/') || rule === 'no-restricted-imports')).toEqual([]);
  });

  it('holds a new feature folder, whatever its name, to the same rules: no app, no other screen feature', async () => {
    const name = `probe-${process.pid}-${Date.now().toString(36)}`;
    const folder = path.join(root, 'src', 'features', name);
    fs.mkdirSync(folder);
    try {
      fs.writeFileSync(path.join(folder, 'probe.ts'), 'export const probe = 1;\n');
      // The configuration reads the feature folders when it loads: load it again, now that the folder is there.
      let fresh: Linter.Config[] = [];
      jest.isolateModules(() => {
        fresh = jest.requireActual<Linter.Config[]>(path.join(root, 'eslint.config.js'));
      });
      const linter = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: fresh });
      const rulesFor = async (file: string, text: string) =>
        ((await linter.lintText(text, { filePath: path.join(root, file) }))[0]?.messages ?? []).map((m) => m.ruleId ?? m.message);
      const probe = `src/features/${name}/probe.ts`;
      expect(await rulesFor(probe, "import '../../app/store';\nexport const probe = 1;\n")).toContain('import-x/no-restricted-paths');
      expect(await rulesFor(probe, "import '../payment/PixView';\nexport const probe = 1;\n")).toContain('import-x/no-restricted-paths');
      expect(await rulesFor('src/features/payment/PixView.tsx', `import '../${name}/probe';\n${fs.readFileSync(path.join(root, 'src/features/payment/PixView.tsx'), 'utf8')}`)).toContain(
        'import-x/no-restricted-paths',
      );
      // What every screen feature may use, it may use too.
      expect(await rulesFor(probe, "import '../consent/consentSlice';\nimport '../modal/modalSlice';\nexport const probe = 1;\n")).not.toContain(
        'import-x/no-restricted-paths',
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses an import circle', async () => {
    // consent/routing.ts imports journey/paths.ts: paths importing routing back closes a circle.
    expect(await ruleIdsFor('src/features/consent/routing.ts', "import './consentSagas';")).toContain('import-x/no-cycle');
  });
});
