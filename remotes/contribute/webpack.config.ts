import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'contribute',
  dir: __dirname,
  port: 3004,
  exposes: { './routes': './src/routes.ts' },
});
