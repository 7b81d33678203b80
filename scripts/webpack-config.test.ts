import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { LOAD_TIMEOUT_MS } from '@vithelper/contracts/runtime-config';
import { runtimeCoreVersion } from '../build/webpack.federation-runtime';
import { readApps } from './apps-file';

const apps = readApps();

type ConfigFactory = (env: Record<string, string>, argv: { mode: 'production' }) => Configuration;

describe('every app built from the base config', () => {
  it.each(apps.map((app) => [app.name, app.dir]))(
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

describe('one federation runtime per page', () => {
  const configOf = async (dir: string) => {
    const module = (await import(path.join(__dirname, '..', dir, 'webpack.config.ts'))) as {
      default: ConfigFactory;
    };
    return module.default({}, { mode: 'production' });
  };
  const remotes = apps.filter((app) => !app.host);

  /** Runs a remote's runtime-core external against a page that provides `page`. */
  const runExternal = (external: string, page: Record<string, unknown>) =>
    (
      new Function('globalThis', `return ${external.replace(/^var /, '')}`) as (
        g: Record<string, unknown>,
      ) => unknown
    )(page);

  it('the shell bundles the runtime and provides it to the remotes', async () => {
    const shell = apps.find((app) => app.host)!;
    const config = await configOf(shell.dir);
    expect(config.externals).toBeUndefined();
    const federation = config.plugins?.find(
      (plugin) => plugin?.constructor.name === 'ModuleFederationPlugin',
    ) as { _options: { runtimePlugins: string[] } } | undefined;
    expect(
      federation?._options.runtimePlugins.some((p) => p.endsWith('provide-runtime-plugin.ts')),
    ).toBe(true);
  });

  it.each(remotes.map((app) => [app.name, app.dir]))(
    '%s uses the runtime its page provides, and names what is missing otherwise',
    async (name, dir) => {
      const externals = (await configOf(dir)).externals as Record<string, string>;
      const external = externals['@module-federation/runtime-core']!;
      const core = { ModuleFederation: class {} };
      expect(
        runExternal(external, {
          _FEDERATION_RUNTIME_CORE: core,
          _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: runtimeCoreVersion },
        }),
      ).toBe(core);
      expect(() => runExternal(external, {})).toThrow(
        `[VITHelper] ${name}: no federation runtime on this page`,
      );
      expect(() =>
        runExternal(external, {
          _FEDERATION_RUNTIME_CORE: core,
          _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: '1.0.0' },
        }),
      ).toThrow(`but the page provides 1.0.0`);
    },
  );
});

describe('one Firebase on the page', () => {
  /** Every file of a folder, its subfolders' too. */
  const filesOf = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );

  it.each(apps.filter((app) => !app.host).map((app) => [app.name, app.dir]))(
    '%s shares each Firebase module its code imports, so it runs on the session the shell opened',
    async (_name, dir) => {
      const imported = new Set<string>();
      for (const file of filesOf(path.join(__dirname, '..', dir, 'src'))) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const code = fs.readFileSync(file, 'utf8');
        for (const match of code.matchAll(/(?:from |import\()'(firebase\/[a-z]+)'/g))
          imported.add(match[1]!);
      }
      const module = (await import(path.join(__dirname, '..', dir, 'webpack.config.ts'))) as {
        default: ConfigFactory;
      };
      const federation = module
        .default({}, { mode: 'production' })
        .plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as
        { _options: { shared: Record<string, { singleton?: boolean }> } } | undefined;
      const shared = federation?._options.shared ?? {};
      for (const name of imported) expect([name, shared[name]?.singleton]).toEqual([name, true]);
    },
  );
});
