/**
 * Generates the hosting part of firebase.json: one hosting target per app of
 * scripts/apps.json, its headers (CORS for the shell's origin on remotes, long
 * cache on hashed files, no cache on runtime files and manifests, and a
 * Content-Security-Policy listing exactly the origins of the production
 * registry plus Firebase and the media the site uses) and the shell's SPA
 * rewrite. `npm run deploy` regenerates it before every deploy; `node
 * scripts/deploy-config.mjs` writes it, `--check` fails when it is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';
import { formatJson, productionRegistryFile, readRegistry } from './registry-file.mjs';

export const PRODUCTION_CONFIG = 'config/production.json';
export const PRODUCTION_CONFIG_EXAMPLE = 'config/production.example.json';

/** Production runtime config: config/production.json, else the example beside it. */
export function productionConfigFile() {
  return fs.existsSync(path.join(root, PRODUCTION_CONFIG))
    ? PRODUCTION_CONFIG
    : PRODUCTION_CONFIG_EXAMPLE;
}

export const readJson = (file) => JSON.parse(fs.readFileSync(path.resolve(root, file), 'utf8'));

/** Files whose names carry an 8-hex content hash (webpack's [contenthash:8]): cached for a year. */
export const HASHED_REGEX = '^/.*\\.[0-9a-f]{8}\\.(js|css|svg|png|jpe?g|webp|woff2?)$';
/** Runtime files and manifests: always revalidated, so an edit of remotes.json or a new version shows on the next load. */
export const NO_CACHE_GLOB =
  '**/@(index.html|config.json|remotes.json|mf-manifest.json|mf-stats.json)';
/** Paths without an extension are the shell's routes, answered with index.html by the rewrite. */
export const ROUTE_GLOB = '**/!(*.*)';

/** The YouTube player the blogs section embeds (click-to-load video). */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];

/** Every origin the registry loads remotes from, sorted. */
export function registryOrigins(registry) {
  return unique(registry.remotes.map((remote) => originOf(remote.manifest))).sort();
}

export function contentSecurityPolicy(registry, config) {
  const remotes = registryOrigins(registry);
  const { databaseURL, authDomain } = config.firebase;
  const database = originOf(databaseURL);
  const databaseHosts = [
    database,
    database.replace(/^https:/, 'wss:'),
    'https://*.firebaseio.com',
    'wss://*.firebaseio.com',
  ];
  const directives = {
    'default-src': ["'self'"],
    // The Realtime Database falls back to long polling with script tags when WebSockets are blocked.
    'script-src': ["'self'", ...remotes, 'https://*.firebaseio.com'],
    // The loader's CSS is inline in index.html (first paint without any file); remotes bring their own CSS chunks.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes, 'https://firebasestorage.googleapis.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...remotes,
      ...databaseHosts,
      'https://*.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ],
    'frame-src': [VIDEO_ORIGIN, `https://${authDomain}`],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

const header = (key, value) => ({ key, value });

/** Read at call time: `npm run new-remote` adds an app and then regenerates firebase.json in the same process. */
const currentApps = () =>
  readJson('scripts/apps.json').apps.map((app) => ({ ...app, dir: path.join(root, app.dir) }));

function hostingTarget(app, { csp, shellOrigin }) {
  const common = [
    header('Content-Security-Policy', csp),
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    header('Cache-Control', 'public, max-age=300'),
  ];
  return {
    target: app.name,
    public: `${path.relative(root, app.dir)}/dist`,
    // Hosting compresses on its own; the precompressed copies are for the local server.
    ignore: ['**/.*', '**/*.gz', '**/*.br'],
    // Later rules win where several match: defaults first, then hashed files, then runtime files.
    headers: [
      {
        source: '**',
        headers: app.host
          ? common
          : [
              ...common,
              header('Access-Control-Allow-Origin', shellOrigin),
              header('Vary', 'Origin'),
            ],
      },
      { source: '/', headers: [header('Cache-Control', 'no-cache')] },
      { source: ROUTE_GLOB, headers: [header('Cache-Control', 'no-cache')] },
      {
        regex: HASHED_REGEX,
        headers: [header('Cache-Control', 'public, max-age=31536000, immutable')],
      },
      { source: NO_CACHE_GLOB, headers: [header('Cache-Control', 'no-cache')] },
    ],
    ...(app.host ? { rewrites: [{ source: '**', destination: '/index.html' }] } : {}),
  };
}

/** firebase.json as it should be: the current file with its hosting part generated. */
export function generateFirebaseJson({
  registryFile = productionRegistryFile(),
  configFile = productionConfigFile(),
  current = readJson('firebase.json'),
} = {}) {
  const registry = readRegistry(registryFile);
  const config = readJson(configFile);
  const shellOrigin = config.hosting?.shellOrigin;
  if (!shellOrigin)
    throw new Error(`${configFile} needs hosting.shellOrigin, e.g. "https://vithelper.web.app"`);
  const csp = contentSecurityPolicy(registry, config);
  const { hosting: _old, emulators, ...rest } = current;
  return {
    database: { rules: 'database.rules.json' },
    storage: { rules: 'storage.rules' },
    ...rest,
    hosting: currentApps().map((app) =>
      hostingTarget(app, { csp, shellOrigin: originOf(shellOrigin) }),
    ),
    ...(emulators ? { emulators } : {}),
  };
}

export const firebaseJsonText = (value) => `${formatJson(value)}\n`;

/** Writes firebase.json; returns whether it changed. */
export function writeFirebaseJson(options) {
  const file = path.join(root, 'firebase.json');
  const next = firebaseJsonText(generateFirebaseJson(options));
  const changed = fs.readFileSync(file, 'utf8') !== next;
  if (changed) fs.writeFileSync(file, next);
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const sources = `${productionRegistryFile()} and ${productionConfigFile()}`;
  if (check) {
    const current = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
    if (current !== firebaseJsonText(generateFirebaseJson())) {
      console.error(
        `firebase.json is out of date with ${sources}: run node scripts/deploy-config.mjs`,
      );
      process.exit(1);
    }
    console.log(`firebase.json is up to date with ${sources}.`);
  } else {
    console.log(
      writeFirebaseJson()
        ? `firebase.json written from ${sources}.`
        : 'firebase.json was already up to date.',
    );
  }
}
