/**
 * One federation runtime per page (docs/decisions/008-one-federation-runtime.md).
 *
 * The shell puts its @module-federation/runtime-core on
 * globalThis._FEDERATION_RUNTIME_CORE (shell/src/features/remotes/data/provide-runtime-plugin.ts).
 * Remotes are built without their own copy: `externalRuntimeCore` makes
 * runtime-core an external read from that global, like the federation
 * plugin's `experiments.externalRuntime`, but checked — a shell that provides
 * no runtime, or one of another minor version, makes the remote's entry fail
 * with an error that says so (the shell shows it with Try again) instead of a
 * TypeError deep in the runtime.
 *
 * A remote run alone has no shell: `StandaloneFederationRuntime` bundles
 * runtime-core (esbuild, one small script), emits it as
 * `federation-runtime.<hash>.js` and puts it before the remote's own scripts
 * in the remote's index.html — that page only. The file is in no chunk graph
 * and no mf-manifest.json, so the composed site never loads it.
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

const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * webpack `externals` for a remote: runtime-core is the page's one copy, checked when the
 * remote's entry starts. Same major.minor as the remote was built with, or the entry throws;
 * another patch version only warns (the federation plugin's own provider plugin warns too).
 */
export function externalRuntimeCore(remote: string): Record<string, string> {
  const text = (words: string) => JSON.stringify(`[VITHelper] ${remote}: ${words}`);
  const missing = text(
    'no federation runtime on this page. This remote uses the one its shell provides ' +
      '(docs/decisions/008-one-federation-runtime.md); this shell is older and provides none. ' +
      'Reload the page to update the shell.',
  );
  const mismatch = text(
    `built for federation runtime ${runtimeCoreVersion}, but the page provides `,
  );
  const remedy = JSON.stringify(
    `. Rebuild ${remote} with the same @module-federation/enhanced as the shell, or roll it back in the registry.`,
  );
  const check = `(function (g) {
  var core = g._FEDERATION_RUNTIME_CORE;
  var from = g._FEDERATION_RUNTIME_CORE_FROM || {};
  if (!core) throw new Error(${missing});
  if (from.version && from.version.split('.').slice(0, 2).join('.') !== ${JSON.stringify(minorOf(runtimeCoreVersion))})
    throw new Error(${mismatch} + from.version + ${remedy});
  if (from.version && from.version !== ${JSON.stringify(runtimeCoreVersion)}) console.warn(${mismatch} + from.version);
  return core;
})(globalThis)`;
  return { '@module-federation/runtime-core': `var ${check}` };
}

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
