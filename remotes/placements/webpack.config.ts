import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'placements',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
