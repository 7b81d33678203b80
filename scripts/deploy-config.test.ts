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
import apps from './apps.json';

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
      apps.apps.map((app) => app.name).sort(),
    );
    for (const app of apps.apps) expect(target(app.name).public).toBe(`${app.dir}/dist`);
  });

  it('wires in the database and storage rules', () => {
    expect(firebase.database.rules).toBe('database.rules.json');
    expect(firebase.storage.rules).toBe('storage.rules');
    expect(fs.existsSync(path.join(root, firebase.database.rules))).toBe(true);
    expect(fs.existsSync(path.join(root, firebase.storage.rules))).toBe(true);
  });

  it('rewrites unknown paths to index.html for the shell only', () => {
    expect(target('shell').rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
    for (const app of apps.apps.filter((candidate) => !candidate.host))
      expect(target(app.name).rewrites).toBeUndefined();
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

  it("lets only the shell's origin read the remotes (CORS)", () => {
    const shellOrigin = new URL(
      readJson<{ hosting: { shellOrigin: string } }>('config/production.example.json').hosting
        .shellOrigin,
    ).origin;
    for (const app of apps.apps.filter((candidate) => !candidate.host)) {
      const origin = headersFor(target(app.name), '/1.0.0-3fa9c1d2/mf-manifest.json')[
        'access-control-allow-origin'
      ];
      if (registryFile.endsWith('example.json')) expect(origin).toBe(shellOrigin);
      else expect(origin).toMatch(/^https:\/\//);
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
            'wss://*.firebaseio.com',
            'https://*.googleapis.com',
            'https://firebasestorage.googleapis.com',
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
          ]),
        );
        expect(directives['frame-src']).toContain('https://www.youtube-nocookie.com');
        expect(directives['img-src']).toContain('data:');
        expect(directives['object-src']).toEqual(["'none'"]);
        // Exactly the registry's remotes: no wildcard lets an unknown host run scripts.
        expect(directives['script-src']!.filter((source) => source.includes('*'))).toEqual([
          'https://*.firebaseio.com',
        ]);
      }
    }
  });

  it('is what the generator writes from the production registry, and the Firebase CLI accepts it', () => {
    const check = spawnSync('node', ['scripts/deploy-config.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
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

describe('npm run deploy -- <app> --dry-run', () => {
  const deploy = (...args: string[]) =>
    spawnSync('node', ['scripts/deploy.mjs', ...args], { cwd: root, encoding: 'utf8' });

  it('would deploy exactly one hosting target with the Firebase CLI', () => {
    const result = deploy('placements', '--dry-run', '--no-build', '--project', 'vithelper-test');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Would run: npx firebase deploy --only hosting:placements --project vithelper-test',
    );
    expect(result.stdout).toContain('Would write remotes/placements/dist/config.json');
  });

  it('gives the shell its runtime config and registry, and deploys the rules on their own', () => {
    const shell = deploy('shell', '--dry-run', '--no-build');
    expect(shell.stdout).toContain('Would write shell/dist/remotes.json');
    expect(shell.stdout).toContain('Would run: npx firebase deploy --only hosting:shell');
    expect(deploy('rules', '--dry-run').stdout).toContain(
      'Would run: npx firebase deploy --only database,storage',
    );
  });

  it('refuses an unknown app', () => {
    const result = deploy('nope', '--dry-run');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown app "nope"');
  });
});
