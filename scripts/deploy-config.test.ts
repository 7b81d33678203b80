/**
 * firebase.json as production sees it: one hosting target per app, the headers
 * Firebase Hosting would send for typical paths (matched the way the Hosting
 * emulator, superstatic, matches them: every matching rule in order, the later
 * one winning), and a CSP that lists every origin the production registry uses.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { configMatcher } from 'superstatic/lib/utils/patterns';
import { bootScriptHash } from '../build/page';
import { readApps } from './apps-file';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from './deploy-config';

const apps = readApps();

const root = path.join(__dirname, '..');
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

type HeaderRule = {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
};
type HostingTarget = {
  target: string;
  public: string;
  ignore: string[];
  headers: HeaderRule[];
  rewrites?: Array<{ source: string; destination: string }>;
};
type FirebaseJson = {
  hosting: HostingTarget[];
  database: { rules: string };
  storage: { rules: string };
};
type Registry = {
  remotes: Array<{ name: string; manifest: string }>;
};

const firebase = readJson<FirebaseJson>('firebase.json');
const registryFile = fs.existsSync(path.join(root, 'config/remotes.production.json'))
  ? 'config/remotes.production.json'
  : 'config/remotes.production.example.json';
const registry = readJson<Registry>(registryFile);
const target = (name: string): HostingTarget => {
  const found = firebase.hosting.find((candidate) => candidate.target === name);
  if (!found) throw new Error(`no hosting target ${name}`);
  return found;
};

/** The headers a response for this path gets. */
function headersFor(hosting: HostingTarget, urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of hosting.headers) {
    const config = rule.source
      ? { source: rule.source.startsWith('/') ? rule.source : `/${rule.source}` }
      : rule;
    if (!configMatcher(urlPath, config)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('firebase.json', () => {
  it('has one hosting target per app, each serving its own dist', () => {
    expect(firebase.hosting.map((hosting) => hosting.target).sort()).toEqual(
      apps.map((app) => app.name).sort(),
    );
    for (const app of apps) expect(target(app.name).public).toBe(`${app.dir}/dist`);
  });

  it('wires in the database and storage rules', () => {
    expect(firebase.database.rules).toBe('database.rules.json');
    expect(firebase.storage.rules).toBe('storage.rules');
    expect(fs.existsSync(path.join(root, firebase.database.rules))).toBe(true);
    expect(fs.existsSync(path.join(root, firebase.storage.rules))).toBe(true);
  });

  it("rewrites only the shell's routes to index.html, so any other path is a real 404", () => {
    const rewrites = target('shell').rewrites ?? [];
    expect(rewrites.every((rewrite) => rewrite.destination === '/index.html')).toBe(true);
    const rewritten = (urlPath: string) =>
      rewrites.some((rewrite) => configMatcher(urlPath, { source: rewrite.source }));
    for (const route of ['/', '/status', '/cat1papers', '/placements/article/abc-1', '/blogs'])
      expect(rewritten(route)).toBe(true);
    // A missing chunk, an unknown page and the benchmark route are not the app.
    for (const missing of ['/470.0badcafe.js', '/nope', '/bench/naive-papers', '/main.css'])
      expect(rewritten(missing)).toBe(false);
    for (const app of apps.filter((candidate) => !candidate.host))
      expect(target(app.name).rewrites).toBeUndefined();
  });

  it('publishes no source maps anywhere and no standalone page on the remotes', () => {
    for (const hosting of firebase.hosting) expect(hosting.ignore).toContain('**/*.map');
    for (const app of apps.filter((candidate) => !candidate.host))
      expect(target(app.name).ignore).toEqual(
        expect.arrayContaining([
          'index.html',
          '*/index.html',
          'federation-runtime.*.js',
          '*/federation-runtime.*.js',
        ]),
      );
    expect(target('shell').ignore).not.toContain('index.html');
  });

  it('sends the hardening headers on every site', () => {
    for (const hosting of firebase.hosting) {
      const headers = headersFor(hosting, '/');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['permissions-policy']).toMatch(
        /fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com"\)/,
      );
      // Left out on purpose: docs/decisions/019-no-cross-origin-opener-policy.md.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('caches hashed files for a year and never caches runtime files, manifests or pages', () => {
    for (const hosting of firebase.hosting) {
      expect(headersFor(hosting, '/main.3fa9c1d2.js')['cache-control']).toBe(IMMUTABLE);
      expect(headersFor(hosting, '/1.0.0-3fa9c1d2/remoteEntry.0badcafe.js')['cache-control']).toBe(
        IMMUTABLE,
      );
      expect(headersFor(hosting, '/244.8f0ae7e4.css')['cache-control']).toBe(IMMUTABLE);
      for (const file of [
        '/index.html',
        '/config.json',
        '/remotes.json',
        '/mf-manifest.json',
        '/1.0.0-3fa9c1d2/mf-manifest.json',
      ]) {
        expect(headersFor(hosting, file)['cache-control']).toMatch(/^no-(cache|store)$/);
      }
      expect(headersFor(hosting, '/logos/amazon.svg')['cache-control']).not.toBe(IMMUTABLE);
    }
    // The shell's routes answer index.html through the rewrite: they must not be cached either.
    for (const route of ['/', '/placements/article/abc', '/cat1papers']) {
      expect(headersFor(target('shell'), route)['cache-control']).toBe('no-cache');
    }
  });

  it('lets any origin read the remotes (public, credential-free files), never the shell', () => {
    for (const app of apps.filter((candidate) => !candidate.host)) {
      expect(
        headersFor(target(app.name), '/1.0.0-3fa9c1d2/mf-manifest.json')[
          'access-control-allow-origin'
        ],
      ).toBe('*');
    }
    expect(headersFor(target('shell'), '/')['access-control-allow-origin']).toBeUndefined();
  });

  it('sends a CSP listing every origin the registry loads remotes from, Firebase and the media the site uses', () => {
    const origins = [...new Set(registry.remotes.map((remote) => new URL(remote.manifest).origin))];
    expect(origins.length).toBeGreaterThan(0);
    for (const hosting of firebase.hosting) {
      for (const urlPath of ['/', '/placements/article/x', '/index.html']) {
        const csp = headersFor(hosting, urlPath)['content-security-policy'];
        expect(csp).toBeDefined();
        const directives: Record<string, string[]> = Object.fromEntries(
          csp!.split(';').map((directive) => {
            const [name, ...sources] = directive.trim().split(/\s+/);
            return [name, sources];
          }),
        );
        for (const origin of origins) {
          for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src']) {
            expect(directives[directive]).toContain(origin);
          }
        }
        expect(directives['default-src']).toEqual(["'self'"]);
        expect(directives['connect-src']).toEqual(
          expect.arrayContaining([
            'https://firebasestorage.googleapis.com',
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
          ]),
        );
        expect(directives['frame-src']).toContain('https://www.youtube-nocookie.com');
        expect(directives['img-src']).toContain('data:');
        expect(directives['object-src']).toEqual(["'none'"]);
        // Exactly the hosts the config and registry name: no wildcard anywhere.
        expect(csp).not.toContain('*');
        // The loader's inline style is allowed by its hash, not by 'unsafe-inline'.
        expect(directives['style-src']).not.toContain("'unsafe-inline'");
        expect(directives['style-src']).toEqual(expect.arrayContaining(inlineStyleHashes()));
        // One boot script, by the hash of its build (build/page.ts).
        expect(inlineScriptHashes()).toEqual([bootScriptHash()]);
        expect(directives['script-src']).toEqual(expect.arrayContaining(inlineScriptHashes()));
        // Scripts only from the site, its remotes, its inline hashes and Google's sign-in helper
        // (the popup's gapi): the database host
        // serves JSONP, so it is reached over connect-src alone. 'wasm-unsafe-eval' compiles
        // WebAssembly (the contribute remote's OCR) and nothing else: no 'unsafe-eval'.
        expect([...directives['script-src']!].sort()).toEqual(
          [
            "'self'",
            "'wasm-unsafe-eval'",
            ...inlineScriptHashes(),
            ...origins,
            'https://apis.google.com',
          ].sort(),
        );
        expect(directives['script-src']).not.toContain("'unsafe-eval'");
        expect(directives['connect-src']).toEqual(
          expect.arrayContaining([
            'https://vithelper-default-rtdb.firebaseio.com',
            'wss://vithelper-default-rtdb.firebaseio.com',
          ]),
        );
        // pdf.js's blob: module worker (which imports the exams remote's worker file).
        expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
      }
    }
  });

  it('is what the generator writes from the production registry, and the Firebase CLI accepts it', () => {
    const check = spawnSync(
      'node',
      ['-r', 'esbuild-register', 'scripts/deploy-config.ts', '--check'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const validate = spawnSync(
      'node',
      [
        '-e',
        "const v = require('firebase-tools/lib/firebaseConfigValidate.js').getValidator();" +
          "if (!v(require('./firebase.json'))) { console.error(JSON.stringify(v.errors)); process.exit(1); }",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(validate.stderr).toBe('');
    expect(validate.status).toBe(0);
  });
});

describe('contentSecurityPolicy', () => {
  const productionConfig = readJson<Parameters<typeof contentSecurityPolicy>[1]>(
    'config/production.example.json',
  );

  it('sends violation reports where the config says, and only then', () => {
    expect(contentSecurityPolicy(registry as never, productionConfig)).not.toContain('report-');
    const csp = contentSecurityPolicy(registry as never, {
      ...productionConfig,
      hosting: { cspReportUri: 'https://reports.example/csp' },
    });
    expect(csp).toContain('report-uri https://reports.example/csp');
    expect(csp).toContain('report-to csp');
  });

  it("names the emulator's hosts instead of Firebase's when the config points at the emulator", () => {
    const csp = contentSecurityPolicy(registry as never, {
      ...productionConfig,
      emulators: { database: '127.0.0.1:9000', auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' },
    });
    expect(csp).toContain('ws://127.0.0.1:9000');
    expect(csp).toContain('http://127.0.0.1:9099');
    expect(csp).not.toContain('googleapis.com');
    expect(csp).not.toContain('firebaseio.com');
  });
});

describe('the CSP and a candidate version', () => {
  it("lets the page load a candidate from its own site, beside the stable version's", () => {
    const productionConfig = readJson<Parameters<typeof contentSecurityPolicy>[1]>(
      'config/production.example.json',
    );
    const withCandidate = {
      remotes: [
        {
          name: 'exams',
          label: 'Exams',
          manifest: 'https://vithelper-exams.web.app/1.0.0-aaaaaaaa/mf-manifest.json',
          candidate: { manifest: 'https://exams-canary.example/mf-manifest.json', share: 10 },
          routes: ['/cat1papers'],
          nav: [],
        },
      ],
    };
    const directives = Object.fromEntries(
      contentSecurityPolicy(withCandidate, productionConfig)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    for (const name of ['script-src', 'connect-src', 'style-src'])
      expect(directives[name]).toEqual(
        expect.arrayContaining(['https://vithelper-exams.web.app', 'https://exams-canary.example']),
      );
  });
});
