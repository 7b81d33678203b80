import path from 'node:path';
import { createConfig } from '../webpack.config.base';

export default createConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [
    path.join(__dirname, 'src/features/remotes/data/load-timeout-plugin.ts'),
    path.join(__dirname, 'src/features/remotes/data/manifest-fetch-plugin.ts'),
    path.join(__dirname, 'src/features/remotes/data/version-skew-plugin.ts'),
    path.join(__dirname, 'src/features/remotes/data/provide-runtime-plugin.ts'),
  ],
  serviceWorker: 'src/features/offline/worker/service-worker.ts',
});
