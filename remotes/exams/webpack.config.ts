import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'exams',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.ts' },
});
