/**
 * Generates the hosting part of firebase.json: one hosting target per app of
 * scripts/apps.json with its headers (CORS `*` on remotes, long cache on hashed
 * files, no cache on runtime files and manifests, a Content-Security-Policy
 * listing exactly the origins the production registry and config use, and the
 * other hardening headers), what is not published (source maps, remotes'
 * standalone pages) and the shell's rewrites (its routes only: any other path
 * is a real 404). `npm run deploy` regenerates it before every deploy;
 * `npm run deploy-config` writes it, `-- --check` fails when it is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootScriptHash, cspHash, PAGE_TEMPLATE } from '../build/page';
import { readApps, type App } from './apps-file';
import { parseFlagsOrExit } from './cli-flags';
import {
  formatJson,
  productionRegistryFile,
  readJson,
  readRegistry,
  root,
  type Registry,
} from './registry-file';

export const PRODUCTION_CONFIG = 'config/production.json';
export const PRODUCTION_CONFIG_EXAMPLE = 'config/production.example.json';

/** Production runtime config: config/production.json, else the example beside it. */
export function productionConfigFile(): string {
  return fs.existsSync(path.join(root, PRODUCTION_CONFIG))
    ? PRODUCTION_CONFIG
    : PRODUCTION_CONFIG_EXAMPLE;
}

export type ProductionConfig = {
  firebase: { databaseURL: string; authDomain: string; storageBucket?: string };
  emulators?: { database?: string; auth?: string; storage?: string };
  hosting?: {
    shellOrigin?: string;
    /** Where browsers send CSP violation reports (report-uri and report-to). */
    cspReportUri?: string;
  };
};

/** Files whose names carry an 8-hex content hash (webpack's [contenthash:8]): cached for a year. */
export const HASHED_REGEX = '^/.*\\.[0-9a-f]{8}\\.(js|css|svg|png|jpe?g|webp|woff2?)$';
/** Runtime files, manifests and the service worker: always revalidated, so an edit of remotes.json or a new version shows on the next load. */
export const NO_CACHE_GLOB =
  '**/@(index.html|404.html|config.json|remotes.json|mf-manifest.json|mf-stats.json|sw.js|manifest.webmanifest)';
/** The shell's own pages; every other route comes from the registry. */
export const SHELL_ROUTES = ['/', '/about-us', '/work-in-progress', '/status'];
/** Never published: dotfiles, the precompressed copies (Hosting compresses on its own) and source maps (kept in dist/ as build artefacts). */
export const NOT_PUBLISHED = ['**/.*', '**/*.gz', '**/*.br', '**/*.map'];
/** A remote's standalone page (and the federation runtime only it loads, build/webpack.federation-runtime.ts) is for local work, not for students. */
export const REMOTE_NOT_PUBLISHED = [
  'index.html',
  '*/index.html',
  'federation-runtime.*.js',
  '*/federation-runtime.*.js',
];

/** The YouTube player the blogs section embeds (click-to-load video). */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

const originOf = (url: string) => new URL(url).origin;
const unique = <T>(list: T[]) => [...new Set(list)];

/** Every origin the registry loads remotes from (stable and candidate; and may preview them from), sorted. */
export function registryOrigins(registry: Registry): string[] {
  return unique(
    registry.remotes.flatMap((remote) => [
      originOf(remote.manifest),
      ...(remote.candidate ? [originOf(remote.candidate.manifest)] : []),
      ...(remote.previewOrigins ?? []),
    ]),
  ).sort();
}

/**
 * The inline <style> blocks of build/index.template.html (the loader's first paint) as CSP
 * hash sources: as written, and trimmed as the production build's HTML minifier writes them.
 */
export function inlineStyleHashes(templateFile = PAGE_TEMPLATE): string[] {
  const html = fs.readFileSync(templateFile, 'utf8');
  return unique(
    [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap((match) => [
      cspHash(match[1]!.trim()),
      cspHash(match[1]!),
    ]),
  );
}

/**
 * The page's inline script: the boot script, compiled from shell/src/startup/boot/ by build/page.ts,
 * the same build the shell's index.html carries.
 */
export function inlineScriptHashes(): string[] {
  return [bootScriptHash()];
}

/** The data hosts the Firebase SDK talks to, from the runtime config (the emulator's when it names one). */
function dataSources(config: ProductionConfig) {
  const { databaseURL } = config.firebase;
  const emulators = config.emulators;
  const database = emulators?.database
    ? [`http://${emulators.database}`, `ws://${emulators.database}`]
    : [originOf(databaseURL), originOf(databaseURL).replace(/^https:/, 'wss:')];
  const auth = emulators?.auth
    ? [`http://${emulators.auth}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const storage = emulators?.storage
    ? [`http://${emulators.storage}`]
    : ['https://firebasestorage.googleapis.com'];
  return { database, auth, storage };
}

/** Where Firebase Auth's popup sign-in loads gapi from (its iframe helper). */
const GOOGLE_SIGN_IN_SCRIPTS = 'https://apis.google.com';

/**
 * The site's Content-Security-Policy for a registry and a runtime config: the production one
 * (firebase.json) and the local server's (scripts/serve.ts, from the local runtime files) both
 * come from here, so the browser tests run under the policy students get.
 */
export function contentSecurityPolicy(
  registry: Registry,
  config: ProductionConfig,
  { devBuild = false }: { devBuild?: boolean } = {},
): string {
  const remotes = registryOrigins(registry);
  const data = dataSources(config);
  const reportUri = config.hosting?.cspReportUri;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No database host: the SDK talks to it over WebSocket (connect-src); its long-polling
    // fallback would load JSONP scripts from it, which a policy should not run.
    // The boot script is inline in index.html: allowed by its hash, like the loader's CSS.
    // `npm run dev` builds run their modules through eval (webpack's eval source maps).
    // Signing in with Google (a popup) loads Google's iframe helper, gapi, into the page.
    // 'wasm-unsafe-eval' lets WebAssembly compile (the contribute remote's OCR engine), and
    // nothing else: eval and new Function stay refused.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes(),
      ...remotes,
      GOOGLE_SIGN_IN_SCRIPTS,
      ...(devBuild ? ["'unsafe-eval'"] : []),
    ],
    // pdf.js's worker is a file of the exams remote, on another origin than the page: pdf.js
    // starts it through a blob: module worker that only imports that file (which script-src
    // allows). Without blob: here it falls back to a "fake worker" on the main thread.
    'worker-src': ["'self'", 'blob:'],
    // The loader's CSS is inline in index.html (first paint without any file): allowed by its hash.
    'style-src': ["'self'", ...inlineStyleHashes(), ...remotes],
    'img-src': ["'self'", 'data:', ...remotes, ...data.storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes, ...data.database, ...data.auth, ...data.storage],
    'frame-src': [VIDEO_ORIGIN, `https://${config.firebase.authDomain}`],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(reportUri ? { 'report-uri': [reportUri], 'report-to': ['csp'] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** Powerful features off; fullscreen and autoplay for the page and the click-to-load video. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  `fullscreen=(self "${VIDEO_ORIGIN}")`,
  `autoplay=(self "${VIDEO_ORIGIN}")`,
].join(', ');

export const HSTS = 'max-age=31536000';

/** A registry route as a Hosting glob: `/placements/article/:id` → `/placements/article/*`. */
export const routeGlob = (route: string) => route.replace(/:[^/]+/g, '*');

/** Every path the shell renders a page for: its own pages and each registry route. */
export function shellRoutes(registry: Registry): string[] {
  return unique([
    ...SHELL_ROUTES,
    ...registry.remotes.flatMap((remote) => remote.routes.map(routeGlob)),
  ]);
}

export type Header = { key: string; value: string };
type HeaderRule = { source?: string; regex?: string; headers: Header[] };
export type HostingTarget = {
  target: string;
  public: string;
  ignore: string[];
  headers: HeaderRule[];
  rewrites?: Array<{ source: string; destination: string }>;
};

const header = (key: string, value: string): Header => ({ key, value });

/** The security headers of every response of every app; the local server sends them too. */
export function securityHeaders({ csp, reportUri }: { csp: string; reportUri?: string }): Header[] {
  return [
    header('Content-Security-Policy', csp),
    ...(reportUri ? [header('Reporting-Endpoints', `csp="${reportUri}"`)] : []),
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    header('Permissions-Policy', PERMISSIONS_POLICY),
    // No Cross-Origin-Opener-Policy: it moved every first visit from a blank tab into a new
    // renderer process, later to paint and, in Lighthouse, sometimes without its navigation's
    // trace (docs/decisions/019-no-cross-origin-opener-policy.md).
    header('X-Frame-Options', 'SAMEORIGIN'),
    header('Strict-Transport-Security', HSTS),
  ];
}

function hostingTarget(
  app: App,
  { csp, registry, reportUri }: { csp: string; registry: Registry; reportUri?: string },
): HostingTarget {
  const common = [
    ...securityHeaders({ csp, reportUri }),
    header('Cache-Control', 'public, max-age=300'),
  ];
  return {
    target: app.name,
    public: `${app.dir}/dist`,
    ignore: app.host ? NOT_PUBLISHED : [...NOT_PUBLISHED, ...REMOTE_NOT_PUBLISHED],
    // Later rules win where several match: defaults first, then hashed files, then runtime files.
    headers: [
      {
        source: '**',
        // Remotes are public, credential-free files: any origin of ours (and only GET) may read them.
        headers: app.host ? common : [...common, header('Access-Control-Allow-Origin', '*')],
      },
      ...(app.host
        ? [
            { source: '/', headers: [header('Cache-Control', 'no-cache')] },
            { source: '**/!(*.*)', headers: [header('Cache-Control', 'no-cache')] },
          ]
        : []),
      {
        regex: HASHED_REGEX,
        headers: [header('Cache-Control', 'public, max-age=31536000, immutable')],
      },
      { source: NO_CACHE_GLOB, headers: [header('Cache-Control', 'no-cache')] },
    ],
    // The shell's routes answer index.html (deep links); any other path answers 404.html with 404.
    ...(app.host
      ? {
          rewrites: shellRoutes(registry).map((source) => ({
            source,
            destination: '/index.html',
          })),
        }
      : {}),
  };
}

type FirebaseJson = { hosting?: HostingTarget[]; emulators?: unknown; [key: string]: unknown };

/** firebase.json as it should be: the current file with its hosting part generated. */
export function generateFirebaseJson({
  registryFile = productionRegistryFile(),
  configFile = productionConfigFile(),
  current = readJson<FirebaseJson>('firebase.json'),
  registry = readRegistry(registryFile),
  config = readJson<ProductionConfig>(configFile),
  publicDir = (app: App) => `${app.dir}/dist`,
}: {
  registryFile?: string;
  configFile?: string;
  current?: FirebaseJson;
  registry?: Registry;
  config?: ProductionConfig;
  publicDir?: (app: App) => string;
} = {}): FirebaseJson {
  const csp = contentSecurityPolicy(registry, config);
  const { hosting: _old, emulators, ...rest } = current;
  const reportUri = config.hosting?.cspReportUri;
  return {
    database: { rules: 'database.rules.json' },
    storage: { rules: 'storage.rules' },
    ...rest,
    hosting: readApps().map((app) => ({
      ...hostingTarget(app, { csp, registry, reportUri }),
      public: publicDir(app),
    })),
    ...(emulators ? { emulators } : {}),
  };
}

export const firebaseJsonText = (value: unknown) => formatJson(value, 'firebase.json');

/** Writes firebase.json; returns whether it changed. */
export async function writeFirebaseJson(
  options?: Parameters<typeof generateFirebaseJson>[0],
): Promise<boolean> {
  const file = path.join(root, 'firebase.json');
  const next = await firebaseJsonText(generateFirebaseJson(options));
  const changed = fs.readFileSync(file, 'utf8') !== next;
  if (changed) fs.writeFileSync(file, next);
  return changed;
}

async function main() {
  const { values } = parseFlagsOrExit('Usage: npm run deploy-config [-- --check]', {
    check: { type: 'boolean', default: false },
  });
  const sources = `${productionRegistryFile()} and ${productionConfigFile()}`;
  if (values.check) {
    const current = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
    if (current !== (await firebaseJsonText(generateFirebaseJson()))) {
      console.error(`firebase.json is out of date with ${sources}: run npm run deploy-config`);
      process.exit(1);
    }
    console.log(`firebase.json is up to date with ${sources}.`);
  } else {
    console.log(
      (await writeFirebaseJson())
        ? `firebase.json written from ${sources}.`
        : 'firebase.json was already up to date.',
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
