/**
 * Serves one built app: precompressed brotli/gzip files, immutable caching of
 * hashed files, no caching of runtime files, CORS on remotes, SPA fallback for
 * the shell, and firebase.json's security headers on every answer, their CSP
 * made for the local runtime files by the code that makes the production one.
 * /config.json and /remotes.json are read from config/ on every request, so
 * editing them needs no rebuild. Every file is looked up when it is asked for,
 * so a file rebuilt while the server runs (the search index, `npm run dev`'s
 * builds) is served as it is now, never with the length it had at start.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { QUESTIONS_DATA_PATH } from '@vithelper/contracts/questions/paths';
import { appNames, findApp, portOffset, root } from './app-list';
import { shiftPorts } from './ports';
import { contentSecurityPolicy, securityHeaders, type ProductionConfig } from './deploy-config';
import type { App } from './apps-file';
import type { Registry } from './registry-file';
import { SEARCH_INDEX_DIR, SEARCH_INDEX_PATH } from './search/index-dir';
import { QUESTIONS_DATA_DIR } from './questions/data-dir';

export { appNames };

export type RunningAppServer = { name: string; port: number; close: () => Promise<void> };
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp|woff2?)$/;
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|config\.json|remotes\.json|sw\.js|manifest\.webmanifest)$/;

/** VH_CONFIG_FILE / VH_REMOTES_FILE point a run (a benchmark, a test) at other runtime files. */
function runtimeFile(name: string): string {
  const file =
    name === 'config.json'
      ? (process.env.VH_CONFIG_FILE ?? 'config/local.json')
      : (process.env.VH_REMOTES_FILE ?? 'config/remotes.local.json');
  return shiftPorts(fs.readFileSync(path.resolve(root, file), 'utf8'), portOffset());
}

let lastPolicy: { sources: string; headers: Array<[string, string]> } | undefined;

/**
 * The security headers firebase.json sends (scripts/deploy-config.ts), with the CSP generated
 * from the local runtime files as served (ports shifted): the local site, its remotes and the
 * emulator's hosts. Regenerated when those files change, like the files themselves.
 */
export function localSecurityHeaders(): Array<[string, string]> {
  const config = runtimeFile('config.json');
  const registry = runtimeFile('remotes.json');
  const devBuild = process.env.VH_DEV === '1';
  const sources = `${devBuild}\n${config}\n${registry}`;
  if (lastPolicy?.sources !== sources) {
    const csp = contentSecurityPolicy(
      JSON.parse(registry) as Registry,
      JSON.parse(config) as ProductionConfig,
      { devBuild },
    );
    const headers = securityHeaders({ csp }).map(({ key, value }): [string, string] => [
      key,
      value,
    ]);
    lastPolicy = { sources, headers };
  }
  return lastPolicy.headers;
}

/**
 * Headers the local server adds to every answer: VH_EXTRA_HEADERS, a JSON object of names and
 * values, set only to measure what a header would cost (bench/navigation-process.ts). Deploys take
 * their headers from firebase.json and never read it.
 */
const extraHeaders = ((text) => {
  try {
    return Object.entries(JSON.parse(text) as Record<string, string>);
  } catch (error) {
    throw new Error(
      `VH_EXTRA_HEADERS is not a JSON object of header names and values: ${(error as Error).message}`,
    );
  }
})(process.env.VH_EXTRA_HEADERS || '{}');

/** A folder served at an address of an app beside its dist/: made by a script, not by webpack. */
export type ServedFolder = { path: string; dir: string };

/** Each app's folders of its own (the exams remote's copy in dist/ is for a deploy). */
const APP_FOLDERS: Record<string, ServedFolder[]> = {
  // The inside-papers index (`npm run search:index`), rebuilt by `npm start` while it serves.
  exams: [{ path: SEARCH_INDEX_PATH, dir: SEARCH_INDEX_DIR }],
  // The course banks (`npm run questions:banks`), rebuilt by `npm start` like the index.
  // VH_QUESTIONS_DIR serves other banks (bench/questions/bank-view.ts: a generated big course).
  courses: [{ path: QUESTIONS_DATA_PATH, dir: process.env.VH_QUESTIONS_DIR || QUESTIONS_DATA_DIR }],
};

/** A remote's dist/<version>/ folders (1.0.0-3fa9c1d2): each is a complete build a registry can point at. */
const VERSION_PATH = /^\/(\d+\.\d+\.\d+[0-9A-Za-z.+-]*-[0-9a-f]{8})(\/.*)$/;

export function createAppHandler(
  app: Pick<App, 'name' | 'dir' | 'host'>,
  folders: readonly ServedFolder[] = APP_FOLDERS[app.name] ?? [],
): Handler {
  const dist = path.join(app.dir, 'dist');
  const sirvOptions = {
    // Deep links work for the shell and for a remote run alone; paths with an extension never fall back.
    single: true,
    brotli: true,
    gzip: true,
    etag: true,
    // Each file is looked up (and its length read) per request, not once at start: a file
    // rewritten under the server (a rebuilt search index, `npm run dev`) would otherwise be sent
    // with its old length, which the browser refuses.
    dev: true,
    setHeaders(res: ServerResponse, pathname: string) {
      if (HASHED.test(pathname))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE.test(pathname) || pathname === '/')
        res.setHeader('Cache-Control', 'no-store');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  };
  const assets = sirv(dist, sirvOptions);
  // Version folders built after the server started are served too (the root index is read once).
  const versions = new Map<string, ReturnType<typeof sirv>>();
  const versionAssets = (version: string) => {
    let handler = versions.get(version);
    if (!handler) {
      handler = sirv(path.join(dist, version), { ...sirvOptions, single: false });
      versions.set(version, handler);
    }
    return handler;
  };
  const folderAssets = folders.map((folder) => ({
    ...folder,
    serve: sirv(folder.dir, { ...sirvOptions, single: false }),
  }));
  return (req, res) => {
    try {
      for (const [key, value] of [...localSecurityHeaders(), ...extraHeaders])
        res.setHeader(key, value);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      return void res.end(`Cannot make the security headers: ${(error as Error).message}`);
    }
    if (!app.host) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/config.json' || (app.host && pathname === '/remotes.json')) {
      try {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return void res.end(runtimeFile(pathname.slice(1)));
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        return void res.end(`Cannot read ${pathname}: ${(error as Error).message}`);
      }
    }
    const folder = folderAssets.find(({ path: at }) => pathname.startsWith(at));
    if (folder && fs.existsSync(folder.dir)) {
      req.url = (req.url ?? '/').slice(folder.path.length - 1);
      return void folder.serve(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
    }
    const version = app.host ? undefined : VERSION_PATH.exec(pathname)?.[1];
    if (version && fs.existsSync(path.join(dist, version, 'mf-manifest.json'))) {
      req.url = (req.url ?? '/').slice(version.length + 1);
      return void versionAssets(version)(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  };
}

/** Starts one app's server; resolves with a close function. */
export function startAppServer(
  name: string,
  port = findApp(name).port + portOffset(),
): Promise<RunningAppServer> {
  const app = findApp(name);
  if (!fs.existsSync(path.join(app.dir, 'dist', 'index.html'))) {
    throw new Error(`${name} is not built: run npm run build -w ${path.relative(root, app.dir)}`);
  }
  const server = http.createServer(createAppHandler(app));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => {
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve({ name, port, close });
    });
  });
}
