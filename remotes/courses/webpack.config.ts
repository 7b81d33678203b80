import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'courses',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
  // Files of a package the code fetches by address (a worker, WebAssembly, data), copied
  // beside the chunks: assets: [{ from: path.join(packageDir, 'dist/x.js'), to: 'x/[name][ext]' }]
});
