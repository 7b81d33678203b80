/**
 * The federation runtime for a remote's standalone page.
 *
 * Remotes are built with `experiments.externalRuntime`: their remoteEntry and
 * chunks read @module-federation/runtime-core from
 * globalThis._FEDERATION_RUNTIME_CORE, which the shell provides
 * (docs/decisions/008-one-federation-runtime.md). A remote run alone has no
 * shell, so this plugin bundles runtime-core (esbuild, one small script),
 * emits it as `federation-runtime.<hash>.js` and puts it before the remote's
 * own scripts in the remote's index.html — that page only. The file is in no
 * chunk graph and no mf-manifest.json, so the composed site never loads it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN = 'StandaloneFederationRuntime';

/** The runtime-core version the remotes' own runtime code was built against (its package.json is not exported). */
export const runtimeCoreVersion = (
  JSON.parse(
    fs.readFileSync(
      path.join(
        path.dirname(require.resolve('@module-federation/runtime-core')),
        '..',
        'package.json',
      ),
      'utf8',
    ),
  ) as { version: string }
).version;

/** What the shell's provider plugin would set, with the remote's name as the provider. */
const providerSource = (name: string) => `
import * as runtimeCore from '@module-federation/runtime-core';
if (!globalThis._FEDERATION_RUNTIME_CORE) {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: ${JSON.stringify(name)}, version: ${JSON.stringify(runtimeCoreVersion)} };
}
`;

export class StandaloneFederationRuntime {
  constructor(private readonly options: { name: string; minify: boolean }) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let fileName = '';
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            stdin: { contents: providerSource(this.options.name), resolveDir: compiler.context },
            bundle: true,
            write: false,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: this.options.minify,
            legalComments: 'none',
            // The same switches the federation plugin defines for the remotes' own runtime code.
            define: {
              ENV_TARGET: '"web"',
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'false',
              FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
              FEDERATION_OPTIMIZE_NO_SHARED: 'false',
            },
          });
          const code = result.outputFiles[0]!.contents;
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
          fileName = this.options.minify
            ? `federation-runtime.${hash}.js`
            : 'federation-runtime.js';
          compilation.emitAsset(fileName, new RawSource(Buffer.from(code)));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        PLUGIN,
        (data) => {
          if (fileName) data.assets.js.unshift(`${data.assets.publicPath}${fileName}`);
          return data;
        },
      );
    });
  }
}
