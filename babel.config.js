// Jest runs modules as CommonJS, where `import.meta` cannot be: there it becomes an empty object,
// which is what a production build's code sees too (webpack gives it `webpackHot` only in
// development), so a module with hot-reload hooks (app/bootApp.ts) can be loaded in a test.
const importMetaForJest = ({ types: t }) => ({
  visitor: {
    MetaProperty(path) {
      if (path.node.meta.name === 'import' && path.node.property.name === 'meta') path.replaceWith(t.objectExpression([]));
    },
  },
});

// Jest runs in Node, so only there are modules turned into CommonJS; webpack keeps ES modules to
// tree-shake. Browser targets are those that run ES modules natively (generators, async, classes
// stay as they are: smaller bundles for the cheap phones the portal serves).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, modules: false, targets: 'defaults and fully supports es6-module' },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: isTest ? [importMetaForJest] : [],
  };
};
