import path from 'node:path';
import webpack from 'webpack';

/** Runs one webpack build of a fixture; rejects with webpack's errors when the build has any. */
export function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      else resolve(stats);
    }),
  );
}

/**
 * A production build of `fixtures/<fixture>/main.js` into `outDir`; `config` adds to it (plugins,
 * rules, file names).
 */
export function buildFixture(fixture: string, outDir: string, config: webpack.Configuration = {}): Promise<webpack.Stats> {
  return runWebpack({
    mode: 'production',
    context: path.join(__dirname, '..', 'fixtures', fixture),
    entry: { main: './main.js' },
    ...config,
    output: { path: outDir, ...config.output },
  });
}
