import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { DefinePlugin, type Configuration } from 'webpack';
import { RoutesManifestPlugin } from './deploy/app-preload';
import { CompileHintsPlugin } from './deploy/compile-hints';
import { HEADER_LOGO, INLINE_LOGO_MAX_BYTES, svgDataUrl } from './deploy/header-logos';
import { PrecompressPlugin } from './deploy/precompress';
import { SCRIPT_URL_POLICY } from './deploy/security-headers';
import { ChunkUrlPolicyPlugin } from './deploy/trusted-types';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { bootTextsOf } from './src/app/bootTexts';
import { copy } from './src/copy/ptBR';

/**
 * One build for every environment (INTERFACE §1): nothing environment-specific is baked in; the
 * portal reads /config.json at run time. The dev server proxies the simulated bank so the browser
 * sees a single origin, exactly as in production behind the bank's gateway.
 */
const bank = process.env.BANK_URL ?? `http://127.0.0.1:${process.env.BANK_PORT ?? 8080}`;

/** Matches modules of the named packages (scoped or not) under node_modules. */
const vendor = (...packages: string[]) =>
  new RegExp(`[\\/]node_modules[\\/](${packages.map((p) => p.replace('/', '[\\/]')).join('|')})[\\/]`);

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/app/main.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // The production CSP requires Trusted Types for script sinks: the chunk loader sets script.src
      // through this policy (deploy/trusted-types.ts, decision 042). The dev server sends no CSP, and
      // its eval devtool would need a script policy too.
      ...(production ? { trustedTypes: { policyName: SCRIPT_URL_POLICY } } : {}),
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      // react-router 7's package exports point at its development build whatever the mode
      // (remix-run/react-router#12532): production builds take its production files instead.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // `npm run dev`: React Fast Refresh swaps an edited view in place, keeping the store's state.
          use: { loader: 'babel-loader', options: { plugins: production ? [] : ['react-refresh/babel'] } },
        },
        // Production only (the alias above): what the portal does not use from react-router can go.
        { test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, use: path.resolve(__dirname, 'deploy/loaders/trim-react-router.cjs') },
        // antd's style registries (its own and its icons' copy) write <style> text with innerHTML,
        // which Trusted Types refuse (decision 042).
        {
          test: /[\\/](@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS|@ant-design[\\/]icons[\\/]es[\\/]cssUtils)\.js$/,
          use: path.resolve(__dirname, 'deploy/loaders/style-text.cjs'),
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The header's two logos: inlined as text `data:` URLs (deploy/header-logos.ts, decision 061).
        {
          test: HEADER_LOGO,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: INLINE_LOGO_MAX_BYTES } },
          generator: { dataUrl: (content: Buffer) => svgDataUrl(content.toString('utf8')) },
        },
        { test: /\.(svg|png|woff2?)$/, exclude: HEADER_LOGO, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The template writes its own tags: main.js `async` at the end of the body (decision 033).
      new HtmlWebpackPlugin({ template: './src/app/index.html', inject: false, templateParameters: { boot: bootTextsOf(copy) } }),
      // The hold for a chunk's A/B switch (src/journey/journeySaga.ts, decision 071): `HOLD_FOR_SCREEN=off npm run build`.
      new DefinePlugin({ 'process.env.HOLD_FOR_SCREEN': JSON.stringify(process.env.HOLD_FOR_SCREEN ?? 'on') }),
      ...(production
        ? [new RoutesManifestPlugin(), new CompileHintsPlugin(), new PrecompressPlugin(), new ChunkUrlPolicyPlugin()]
        : [new ReactRefreshWebpackPlugin({ overlay: false })]),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { calc: false }] } })],
      splitChunks: {
        chunks: 'async',
        // The runtime every screen needs in three files instead of webpack's default handful: each
        // chunk is a request (HTTP/1.1 gives six connections) and a script insertion before the first
        // screen. redux-saga stays apart because the entry route needs it without Redux or React.
        cacheGroups: {
          saga: { test: vendor('redux-saga', '@redux-saga'), name: 'vendor-saga', enforce: true, priority: 30 },
          redux: {
            test: vendor('@reduxjs/toolkit', 'immer', 'redux', 'reselect', 'redux-thunk', '@standard-schema'),
            name: 'vendor-redux',
            enforce: true,
            priority: 30,
          },
          react: {
            test: vendor('react', 'react-dom', 'scheduler', 'react-redux', 'use-sync-external-store', 'react-router', 'react-router-dom'),
            name: 'vendor-react',
            enforce: true,
            priority: 30,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/idp', '/config.json', '/iniciadora', '/banco'], target: bank, xfwd: true }],
    },
  };
};
