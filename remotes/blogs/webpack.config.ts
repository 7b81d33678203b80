import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'blogs',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/routes.ts' },
});
