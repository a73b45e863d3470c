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
  };
};
