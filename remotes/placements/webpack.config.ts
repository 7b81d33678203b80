import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'placements',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.ts' },
});
