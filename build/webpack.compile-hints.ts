/**
 * Marks the scripts a first screen runs at once with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` on their first line: Chromium then compiles every
 * function in them on the thread that streams the script in, instead of on the main thread when
 * each is first called. Webpack's module functions (React's, the router's, the app's) are all
 * called during start-up, so without the hint each one's compile ran in the first view's longest
 * tasks (docs/performance.md, "Compiled as it streams in"). Browsers without the hint read a
 * comment.
 *
 * The marked files: the shell's first-view chunks (the `bootstrap` chunk group and the shared
 * packages it consumes, as build/webpack.preload-first-view.ts preloads them) and the chunks of
 * a section's `routes` expose, which draw its pages. Not the entries (main.js, remoteEntry):
 * marked too, main.js's evaluation waited for its longer compile and grew by 5-8 ms. Other
 * chunks (other pages, Firebase, pdf.js) stay compiled lazily: most of their functions do not
 * run when they load.
 */
import type { Chunk, Compilation, Compiler } from 'webpack';
import { firstViewFiles } from './webpack.preload-first-view';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk group of a section's `routes` expose (@module-federation/enhanced's naming). */
const ROUTES_EXPOSE_GROUP = '__federation_expose_routes';

const jsFiles = (chunks: Iterable<Chunk>): string[] =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The .js files marked: the host's first-view chunks, or a section's routes chunks. */
const firstScreenScripts = (compilation: Compilation, host: boolean): string[] =>
  host
    ? firstViewFiles(compilation, 'bootstrap').filter((file) => file.endsWith('.js'))
    : jsFiles(compilation.namedChunkGroups.get(ROUTES_EXPOSE_GROUP)?.chunks ?? []);

export class CompileHints {
  /** `host`: the shell (its first view); otherwise a section (its routes). */
  constructor(private readonly host: boolean) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    // thisCompilation: not the child compilations (the lists' worker), which have no first view.
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHints',
          // After the minifier (which drops comments), before the source maps are written: the
          // maps account for the added line.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of firstScreenScripts(compilation, this.host)) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
