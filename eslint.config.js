const fs = require('node:fs');
const path = require('node:path');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');

/**
 * The direction of imports in src/ (docs/architecture.md): shared modules → features → app, and
 * among features: toast, modal, session and accounts → consent → the screens' features. No exceptions.
 */
const SHARED = ['api', 'auth', 'config', 'copy', 'format', 'journey', 'kinds', 'platform', 'ui'];
/**
 * Each consent kind's module (`features/<kind>/kind.ts`, docs/decisions/070) lives beside its screens
 * but sits with the shared modules: src/kinds/registry.ts collects them, and the journey table and
 * the consent core read that one record. So a kind module imports only shared modules, and the
 * registry is the one shared module that imports feature files: those, and nothing else of them.
 * One exception: a kind's module names its screen's code (`screenCode`), a dynamic import of its own
 * folder, which webpack keeps a chunk of its own (the store chunk carries the loader, not the
 * screen: __tests__/tooling/storeChunk.test.ts); a static import of its folder stays refused.
 */
const abs = (p) => path.join(__dirname, p);
const KIND_MODULE = 'kind.ts';
const KIND_MODULES = abs(`src/features/*/${KIND_MODULE}`);
const KIND_FOLDERS = fs
  .readdirSync(path.join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, 'src', 'features', entry.name, KIND_MODULE)))
  .map((entry) => entry.name);
// `review` (a kind's terms read-only, docs/decisions/077) imports no feature, and the authorisations'
// page shows it: a base feature, so that page may import it.
const BASE_FEATURES = ['toast', 'modal', 'session', 'accounts', 'review'];
const CORE_FEATURE = 'consent';
/** What every feature may note for the field data (features/metrics/fieldEvents.ts), relative to src/features. */
const FIELD_EVENTS = './metrics/fieldEvents.ts';
/**
 * Every other folder of src/features is a screen's (or a side) feature, whatever its name: read
 * from the tree, so a new folder is held to the sideways rule without anyone listing it here.
 */
const SCREEN_FEATURES = fs
  .readdirSync(path.join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== CORE_FEATURE && !BASE_FEATURES.includes(entry.name))
  .map((entry) => entry.name);

const layerZones = [
  ...SHARED.filter((dir) => dir !== 'kinds').map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/app'],
    message: 'Shared modules know nothing of features or the app: move the code down, or pass it in.',
  })),
  {
    target: './src/kinds',
    from: [abs('src/app/**'), abs('src/features/**')],
    except: [KIND_MODULES],
    message: "The kinds' registry imports each kind's module (features/<kind>/kind.ts), nothing else of features or the app.",
  },
  ...KIND_FOLDERS.map((folder) => ({
    target: abs(`src/features/${folder}/${KIND_MODULE}`),
    from: [abs('src/app/**'), abs('src/features/**')],
    // Its own folder by `import()` only (the static imports' rule below).
    except: [abs(`src/features/${folder}/**`)],
    message: "A kind's module is plain data beside its screens: it imports only shared modules, and loads its own screen's code (docs/decisions/070).",
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app: the app imports them.' },
  ...BASE_FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `features/${feature} is a base feature: it imports no other feature.`,
  })),
  {
    target: './src/features/consent',
    from: './src/features',
    except: ['./consent', ...BASE_FEATURES.map((f) => `./${f}`)],
    message: 'The consent core imports only the base features (toast, modal, session, accounts).',
  },
  ...SCREEN_FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    // The field data's vocabulary too (its events, `fieldNoted`): the feature that knows what the
    // customer did notes it, so that the field data imports no feature's code (decision 083).
    except: [`./${feature}`, './consent', ...BASE_FEATURES.map((f) => `./${f}`), FIELD_EVENTS],
    message: `features/${feature} may use the consent core, the base features and the field data's events, not another screen's feature.`,
  })),
];

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server text is rendered as text, never as HTML.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The cycle rule reads the imported modules too: it must be able to parse TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'no-console': ['error', { allow: ['error'] }],
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Nothing of the journey goes to localStorage.' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Type-only imports count too: a circle of types is still a circle to read. A chain through an
      // `import()` is no circle when modules are evaluated: the imported chunk runs when its loader
      // is called, after every static import has run. That is how a kind's module names its screen,
      // which reads the store, which holds the kinds' registry.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // A kind's module reaches its own folder only by `import()` (the zones above): no static import
    // of a sibling file, so no screen code in the store chunk.
    files: [`src/features/*/${KIND_MODULE}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\.?/(?!\\.\\./)', message: "A kind's module imports only shared modules; its screen's code by `import()` (docs/decisions/070)." }] },
      ],
    },
  },
);
