import path from 'node:path';
import type { Configuration } from 'webpack';
import { LOAD_TIMEOUT_MS } from '../shared/src/constants';
import apps from './apps.json';

type ConfigFactory = (env: Record<string, string>, argv: { mode: 'production' }) => Configuration;

describe('every app built from the base config', () => {
  it.each(apps.apps.map((app) => [app.name, app.dir]))(
    '%s waits 120 s for its chunks',
    async (_name, dir) => {
      const module = (await import(path.join(__dirname, '..', dir, 'webpack.config.ts'))) as {
        default: ConfigFactory;
      };
      const factory = module.default;
      const config = factory({}, { mode: 'production' });
      expect(LOAD_TIMEOUT_MS).toBe(120_000);
      expect(config.output?.chunkLoadTimeout).toBe(LOAD_TIMEOUT_MS);
      expect(config.output?.filename).toContain('[contenthash');
    },
  );
});
