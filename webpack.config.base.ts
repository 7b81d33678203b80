/**
 * The one webpack configuration every app is built with. An app's own
 * webpack.config.ts states only what is its own: name, exposes (its port is in scripts/apps.json).
 */
import path from 'node:path';
import fs from 'node:fs';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { LOAD_TIMEOUT_MS } from '@vithelper/contracts/runtime-config';
import { sharedSingletons, type FirebaseModule } from './build/webpack.shared';
import { keepVersionFolders, VersionedOutput } from './build/webpack.versioned-output';
import {
  externalRuntimeCore,
  StandaloneFederationRuntime,
} from './build/webpack.federation-runtime';
import { PreloadFirstView } from './build/webpack.preload-first-view';
import { CompileHints } from './build/webpack.compile-hints';
import { bootScript, PAGE_TEMPLATE } from './build/page';

export type AppOptions = {
  /** Federation name and CSS prefix, e.g. "exams". */
  name: string;
  /** Folder of the app (its __dirname). */
  dir: string;
  /**
   * Modules the app exposes to the shell; only remotes expose anything. An expose given a chunk
   * name shares its chunk with the app's own `import()`s of that name.
   */
  exposes?: Record<string, string | { import: string; name: string }>;
  /** Runtime plugins of the host (timeouts, version skew). */
  runtimePlugins?: string[];
  /** The host's service worker source; built into /sw.js with the list of files to precache. */
  serviceWorker?: string;
  /**
   * Files of the app's packages copied beside its chunks under fixed names, for code that
   * fetches them by address at run time (a worker, WebAssembly, data): `from` is a file or a
   * glob (absolute, or relative to the app's folder), `to` a path in the build output
   * (copy-webpack-plugin's `to`, e.g. `ocr/[name][ext]`). Served from the app's own origin,
   * never a CDN; the code finds them under its public path (__webpack_public_path__).
   */
  assets?: { from: string; to: string }[];
  /**
   * The Firebase modules a remote's own code imports (its features' data/ folders): shared with
   * the shell (build/webpack.shared.ts), so its calls run on the session's app.
   */
  firebase?: readonly FirebaseModule[];
};

/** Imported images up to this size become data: URLs (img-src allows data:, scripts/deploy-config.ts). */
const INLINE_IMAGE_MAX_BYTES = 2048;
/** `import markup from './x.svg?source'`: the file's text (InlineSvg), never a URL. */
const SVG_SOURCE_QUERY = /^\?source$/;

/** An SVG file as a data: URL, percent-encoding only what a URL in an attribute cannot hold. */
const svgDataUrl = (file: string): string =>
  'data:image/svg+xml,' +
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .replace(/"/g, "'")
    .replace(/[\r\n%#<>&?{}|^`[\]]/g, encodeURIComponent);

/**
 * The packages the shell's first view runs (the shared singletons, RxJS, zod) in one
 * file instead of one per package: on a slow line every request costs a round trip
 * before its first byte (docs/performance.md, "One file for the first view's packages").
 * A module is picked by the name of the package it belongs to (its package.json), never by
 * where the package lies on disk. The contracts (@vithelper/contracts) are no singleton, but the
 * shell's first view and the singleton both use them: in this one file, each is there once, not
 * copied into every chunk group that imports it.
 */
const FIRST_VIEW_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  // The router's history and the one Babel helper it imports.
  'history',
  '@babel/runtime',
  'rxjs',
  'tslib',
  'zod',
  '@vithelper/shared',
  '@vithelper/contracts',
]);
/**
 * Chunks loaded only after the first view: a module that only they use stays in them. The
 * header's inbox loads once a signed-in student is known, the feedback calls when a report form,
 * a request form or Most wanted opens (docs/feedback.md), Storage when a page sends or fetches
 * a file, "Due today" and the morning inbox item when About or the inbox shows on a device that
 * has practised (docs/practice.md), the scroll-to-top button at a page's first scroll.
 */
const AFTER_FIRST_VIEW_CHUNKS = new Set([
  'inbox',
  'inbox-sdk',
  'feedback-sdk',
  'firebase-storage',
  'due-today',
  'morning-item',
  'scroll-top',
]);
type SplitModule = {
  nameForCondition(): string | null;
  resourceResolveData?: { descriptionFileData?: { name?: string } };
};
/**
 * The name of the package a module belongs to: an installed package's name as it is installed
 * (its inner folders may have a package.json of their own, without a name: zod/v4,
 * rxjs/dist/esm5), else the name in the package.json of the workspace it is in.
 */
function packageName(module: SplitModule): string {
  const installed = (module.nameForCondition() ?? '').split(/[\\/]node_modules[\\/]/);
  if (installed.length > 1) {
    const [scope = '', name = ''] = (installed.at(-1) ?? '').split(/[\\/]/);
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return module.resourceResolveData?.descriptionFileData?.name ?? '';
}
type SplitContext = {
  chunkGraph: { getModuleChunksIterable(module: SplitModule): Iterable<{ name?: string | null }> };
};
const inFirstView = (module: SplitModule, { chunkGraph }: SplitContext) =>
  FIRST_VIEW_PACKAGES.has(packageName(module)) &&
  ![...chunkGraph.getModuleChunksIterable(module)].every((chunk) =>
    AFTER_FIRST_VIEW_CHUNKS.has(chunk.name ?? ''),
  );
/**
 * The Firebase SDK's packages in files named after them, whatever imports them (the session at a
 * quiet moment, a PDF's link, an upload) and whichever build provides them: they are federation
 * singletons (build/webpack.shared.ts), so a remote's copy may be the one the page loads. The
 * benches find Storage's by its name (`storageChunkBeforePdf`), and a file's name says what it
 * holds.
 */
const FIREBASE_CHUNKS = Object.fromEntries(
  (
    [
      [
        'firebase-storage-sdk',
        /[\\/]node_modules[\\/](@firebase[\\/]storage|firebase[\\/]storage)[\\/]/,
      ],
      [
        'firebase-database-sdk',
        /[\\/]node_modules[\\/](@firebase[\\/]database|firebase[\\/]database)[\\/]/,
      ],
      ['firebase-auth-sdk', /[\\/]node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)[\\/]/],
      [
        'firebase-core',
        /[\\/]node_modules[\\/](@firebase[\\/](app|util|component|logger)|firebase[\\/]app|idb)[\\/]/,
      ],
    ] as const
  ).map(([name, test]) => [name, { test, chunks: 'async' as const, name, enforce: true }]),
);
const firstViewChunk = {
  cacheGroups: {
    firstView: {
      test: inFirstView,
      chunks: 'async' as const,
      name: 'first-view',
      enforce: true,
    },
    ...FIREBASE_CHUNKS,
  },
};

/**
 * A remote's routes module keeps what it imports statically (the section's front door,
 * docs/performance.md) in its own file: its first screen is then the remoteEntry and one
 * file (and its stylesheet) instead of three. The other pages split as usual.
 */
const ROUTES_EXPOSE_CHUNK = '__federation_expose_routes';
const frontDoorChunk = {
  chunks: (chunk: { name?: string | null }) => chunk.name !== ROUTES_EXPOSE_CHUNK,
  cacheGroups: FIREBASE_CHUNKS,
};

const readPackageVersion = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string })
    .version ?? '0.0.0';

/** The minifiers of every app, and of the single-bundle baseline it is compared with. */
export const minimizers = () => [
  // Terser for scripts: webpack drops an unused export's binding but leaves its code in the
  // module's function, and only Terser removes it there (esbuild's minifier keeps unused
  // functions inside a function). docs/performance.md has what it saves.
  new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } }),
  // esbuild for styles. esnext: with any other target it wraps files in an IIFE.
  new EsbuildPlugin({ target: 'esnext', css: true, include: /\.css$/ }),
];

/**
 * Pre-compressed .gz and .br copies of each text file, which scripts/serve.ts (sirv) sends as
 * they are. .mjs included: pdf.js's worker (exams) is 1.2 MB as is, about 300 KB as brotli.
 */
export const compressionPlugins = (assets: AppOptions['assets'] = []) => [
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: /\.(m?js|css|html|svg|json)$/,
    threshold: 512,
  }),
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(m?js|css|html|svg|json)$/,
    // Copied package files (megabytes of WebAssembly in a script) get gzip only: brotli's
    // best level takes minutes on them, on every build.
    exclude: assets.map(({ to }) => assetFile(to)),
    threshold: 512,
  }),
];

/** A copied asset's output path as a pattern (under any version folder): `ocr/[name][ext]` → /(^|\/)ocr\/[^/]*$/. */
const assetFile = (to: string) =>
  new RegExp(
    `(^|/)${to
      .split(/\[[a-z]+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[^/]*')}$`,
  );

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'production' | 'development' };

export function createConfig(app: AppOptions) {
  return (_env: Env, argv: Argv): Configuration => {
    const production = argv.mode !== 'development';
    const isHost = !app.exposes;
    const hashed = (ext: string) =>
      production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`;
    const publicDir = path.join(app.dir, 'public');
    // A production remote is versioned: dist/<version>/ and buildVersion in its manifest.
    const versioned =
      production && !isHost ? new VersionedOutput(readPackageVersion(app.dir)) : undefined;
    // VH_OUT_DIR builds somewhere else than dist/ (tests build side-by-side versions in a temporary folder).
    const outDir = process.env.VH_OUT_DIR
      ? path.resolve(app.dir, process.env.VH_OUT_DIR)
      : path.join(app.dir, 'dist');
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        // The shell lives at the site root; remotes are loaded from wherever their manifest says.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `vithelper_${app.name}`,
        chunkLoadTimeout: LOAD_TIMEOUT_MS,
        clean: versioned ? { keep: keepVersionFolders } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      // One federation runtime per page: a remote uses its shell's (build/webpack.federation-runtime.ts).
      externals: isHost ? undefined : externalRuntimeCore(app.name),
      module: {
        // Every worker is a SiteWorker (shared/src/workers/site-worker.ts), which webpack builds
        // as a worker entry like `new Worker(new URL(…, import.meta.url))`.
        parser: { javascript: { worker: ['SiteWorker from @vithelper/shared/site-worker'] } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    // Per-app prefix: a remote's classes can never restyle the shell or another remote.
                    localIdentName: production
                      ? `${app.name}-[hash:base64:6]`
                      : `${app.name}-[name]-[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          // `x.svg?source` is the drawing's markup, drawn in the page itself (InlineSvg): an <img> of
          // an SVG costs the browser a document of its own per image (docs/performance.md).
          { test: /\.svg$/, resourceQuery: SVG_SOURCE_QUERY, type: 'asset/source' },
          // Images under 2 KB (the blog illustrations) are inlined: they are the blog list's largest
          // paint, and a file of their own would cost a round trip after the list renders.
          {
            test: /\.(svg|png|jpe?g|webp)$/,
            resourceQuery: { not: [SVG_SOURCE_QUERY] },
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: INLINE_IMAGE_MAX_BYTES } },
          },
        ],
      },
      optimization: {
        minimizer: minimizers(),
        splitChunks: production ? (isHost ? firstViewChunk : frontDoorChunk) : undefined,
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          exposes: app.exposes,
          shared: sharedSingletons(isHost ? { provider: true } : { firebase: app.firebase ?? [] }),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins,
          dts: false,
          manifest: versioned ? { additionalData: versioned.stamp } : true,
          // Browser only: the federation runtime drops its Node script loaders (0.6 KB of main.js).
          experiments: { optimization: { target: 'web' } },
        }),
        // A remote's standalone page has no shell to provide that runtime: it loads its own copy.
        ...(isHost
          ? []
          : [new StandaloneFederationRuntime({ name: app.name, minify: production })]),
        ...(versioned ? [versioned] : []),
        // Absolute script paths: deep links like /placements/article/x load /main.js, not a relative path.
        new HtmlWebpackPlugin({
          // One page template for every app: the inline loader paints before any script.
          template: PAGE_TEMPLATE,
          title: isHost ? 'VITHelper' : `VITHelper – ${app.name} (standalone)`,
          isHost,
          // The favicon travels in the page: a file would take a connection the first view needs.
          faviconHref: isHost ? svgDataUrl(path.join(publicDir, 'images/logo.svg')) : undefined,
          // The host's page starts its first screen's reads and section before its own code has
          // run: the boot script, compiled from shell/src/startup/boot/ (build/page.ts).
          bootScript: isHost ? bootScript().code : undefined,
          // The template places the tags (build/index.template.html).
          inject: false,
          publicPath: '/',
        }),
        // The shell's first-view chunks download beside main.js, not after it (build/webpack.preload-first-view.ts).
        ...(isHost ? [new PreloadFirstView('bootstrap')] : []),
        // What the first screen runs is compiled as it streams in (build/webpack.compile-hints.ts).
        ...(production ? [new CompileHints(isHost)] : []),
        new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
        ...(fs.existsSync(publicDir) || app.assets?.length
          ? [
              new CopyWebpackPlugin({
                patterns: [
                  ...(fs.existsSync(publicDir)
                    ? [{ from: publicDir, to: '.', noErrorOnMissing: true }]
                    : []),
                  // A package's file is copied as it is: it is already built and minified.
                  ...(app.assets ?? []).map(({ from, to }) => ({
                    from: path.isAbsolute(from) ? from : path.join(app.dir, from),
                    to,
                    info: { minimized: true },
                  })),
                ],
              }),
            ]
          : []),
        ...(production && app.serviceWorker
          ? [
              new InjectManifest({
                swSrc: path.join(app.dir, app.serviceWorker),
                swDest: 'sw.js',
                // The shell's own build; remotes are cached at run time from their manifests.
                exclude: [/\.map$/, /\.(gz|br)$/, /^mf-(manifest|stats)\.json$/, /LICENSE\.txt$/],
                // Hashed names change with their content: no revision query needed.
                dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
                maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
              }),
            ]
          : []),
        ...(production ? compressionPlugins(app.assets) : []),
      ],
    };
  };
}
