/**
 * Single-bundle baseline for `npm run bench`: the shell and all three sections
 * in one webpack build, no Module Federation. Same loaders, minifier and
 * compression as webpack.config.base.ts; output in bench/single-bundle/dist.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { compressionPlugins, minimizers } from '../../webpack.config.base';
import { bootScript, PAGE_TEMPLATE } from '../../build/page';

const root = path.resolve(__dirname, '../..');
const shell = path.join(root, 'shell');
const runtimeLoader = path.join(shell, 'src/features/remotes/data/runtime-loader');

const config: Configuration = {
  mode: 'production',
  context: __dirname,
  entry: { main: './src/index.tsx' },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'esbuild-loader',
        options: { target: 'es2020', jsx: 'automatic' },
      },
      {
        test: /\.css$/,
        use: [
          MiniCssExtractPlugin.loader,
          {
            loader: 'css-loader',
            options: {
              modules: {
                auto: /\.module\.css$/,
                localIdentName: 'b-[hash:base64:6]',
                namedExport: false,
                exportLocalsConvention: 'as-is',
              },
            },
          },
        ],
      },
      { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
    ],
  },
  // The same minifiers as the apps, so the comparison is of the bundling alone.
  optimization: { minimizer: minimizers() },
  performance: { hints: false },
  plugins: [
    // The shell's two calls into the federation runtime are swapped for static imports of the three routes modules.
    new webpack.NormalModuleReplacementPlugin(/(^|\/)runtime-loader$/, (resource) => {
      if (path.resolve(resource.context, resource.request) === runtimeLoader) {
        resource.request = path.join(__dirname, 'src/static-remotes.ts');
      }
    }),
    // The page template every app is built with (inline loader), as the host. Its boot script
    // starts no section (./boot-script.ts): its sections are compiled in.
    new HtmlWebpackPlugin({
      template: PAGE_TEMPLATE,
      bootScript: bootScript(path.join(__dirname, 'boot-script.ts')).code,
      title: 'VITHelper',
      isHost: true,
      inject: 'body',
      publicPath: '/',
    }),
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
    }),
    new CopyWebpackPlugin({ patterns: [{ from: path.join(shell, 'public'), to: '.' }] }),
    ...compressionPlugins(),
  ],
};

export default config;
