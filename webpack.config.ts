import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * One build for every environment (INTERFACE §1): nothing environment-specific is baked in; the
 * portal reads /config.json at run time. The dev server proxies the simulated bank so the browser
 * sees a single origin, exactly as in production behind the bank's gateway.
 */
const bank = process.env.BANK_URL ?? 'http://127.0.0.1:8080';

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
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html', scriptLoading: 'defer', inject: 'head' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { calc: false }] } })],
      splitChunks: { chunks: 'async' },
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
