// Jest runs in Node, so only there are modules turned into CommonJS; webpack keeps ES modules to tree-shake.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
  };
};
