/**
 * Puts `<link rel="preload">` for the shell's first-view chunks (their scripts
 * and styles) in its index.html, so they download beside main.js instead of
 * after it.
 *
 * Without it the chain is HTML → main.js → (federation runtime starts) →
 * bootstrap chunk → each shared package's chunk: every step waits for the one
 * before. The chunks of the first view are the `bootstrap` chunk group
 * (`shell/src/index.ts`) and, followed from there, the chunks each shared
 * package it consumes falls back to (react, react-dom, the router,
 * @vithelper/shared and what they consume in turn): the shell provides every
 * singleton itself, so those are the files its page loads. Chunks behind an
 * ordinary `import()` (other pages, Firebase, workbox-window, the close-match
 * matcher) are not followed: they stay off the first view.
 */
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Module types of @module-federation/enhanced's sharing (its lib/Constants). */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

type ConsumeShared = Module & { options: { shareKey: string } };

/**
 * The .js and .css files of a chunk group and of the shared packages its
 * chunks consume, in the copy the shell provides (the one its page loads;
 * for react-dom it is not the same chunk as the consume's fallback), else the
 * fallback; followed through what those consume in turn.
 */
export function firstViewFiles(compilation: Compilation, entryGroup: string): string[] {
  const { chunkGraph } = compilation;
  const start = compilation.namedChunkGroups.get(entryGroup);
  if (!start) throw new Error(`No chunk group named "${entryGroup}" to preload.`);
  // libIdent of a provided package: webpack/sharing/provide/<scope>/<share key>
  const provided = new Map<string, ChunkGroup>();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED || !module.blocks[0]) continue;
    const ident = module.libIdent({ context: compilation.compiler.context }) ?? '';
    const key = ident.replace(/^.*?webpack\/sharing\/provide\/[^/]+\//, '');
    const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) provided.set(key, group);
  }
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks as Chunk[]) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
        if (module.type !== CONSUME_SHARED) continue;
        const { shareKey } = (module as ConsumeShared).options;
        const block = module.blocks[0];
        const next =
          provided.get(shareKey) ?? (block ? chunkGraph.getBlockChunkGroup(block) : undefined);
        if (next) visit(next);
      }
    }
  };
  visit(start);
  return [...files].sort();
}

export class PreloadFirstView {
  constructor(private readonly entryGroup: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFirstView', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadFirstView', (data) => {
        const base = data.publicPath;
        const links = firstViewFiles(compilation, this.entryGroup).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${base}${file}`,
            // At main.js's priority (a deferred script's), not a preloaded script's High: they
            // are for the app's first render, never for the loader's first paint, and Lighthouse's
            // model counts a High script that arrived before that paint as holding it back
            // (docs/performance.md, "First view").
            ...(file.endsWith('.js') ? { fetchpriority: 'low' } : {}),
          }),
        );
        data.assetTags.styles.unshift(...links);
        return data;
      });
    });
  }
}
