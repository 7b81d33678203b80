/**
 * npm run new-remote in a temporary copy of the workspace (node_modules linked):
 * the new remote is wired in everywhere, builds into a versioned folder, and
 * passes lint (including the dependency zones), the type check and its tests.
 * Slow: one production build and a jest run.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyWorkspace, removeWorkspaceCopy } from './testing/workspace-copy';

jest.setTimeout(300_000);

let copy: string;

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', ...options });
  return { status: result.status, output: `${String(result.stdout)}${String(result.stderr)}` };
}

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(copy, file), 'utf8')) as T;

beforeAll(() => {
  copy = copyWorkspace('vh-new-remote-');
});

afterAll(() => removeWorkspaceCopy(copy));

describe('npm run new-remote -- notes --route /notes', () => {
  it('scaffolds remotes/notes and wires it into the workspace, the app list, the registry and hosting', () => {
    const result = run('node', [
      '-r',
      'esbuild-register',
      'scripts/new-remote.ts',
      'notes',
      '--route',
      '/notes',
      '--label',
      'Study Notes',
      '--page',
      '/notes/saved=Saved notes',
      // A page of one item: a parameter, outside the section's route, named by its slug.
      '--page',
      'note:/n/:id=Note',
      '--dep',
      'idb-keyval@6.3.0',
    ]);
    expect(result.output).toContain('Created remotes/notes');
    expect(result.status).toBe(0);

    for (const file of [
      'package.json',
      'webpack.config.ts',
      'README.md',
      'src/index.ts',
      'src/bootstrap.tsx',
      'src/routes.ts',
      'src/features/home/components/home-page.tsx',
      'src/features/home/components/home-page.test.tsx',
      'src/features/saved/components/saved-page.tsx',
      'src/features/saved/components/saved-page.test.tsx',
      'src/features/note/components/note-page.tsx',
      'src/features/note/components/note-page.test.tsx',
    ]) {
      expect(fs.existsSync(path.join(copy, 'remotes/notes', file))).toBe(true);
    }
    expect(
      fs.readFileSync(path.join(copy, 'remotes/notes/webpack.config.ts'), 'utf8').split('\n')
        .length,
    ).toBeLessThan(12);

    const apps = readJson<{ apps: Array<{ name: string; port: number; dir: string }> }>(
      'scripts/apps.json',
    ).apps;
    const notes = apps.find((app) => app.name === 'notes');
    expect(notes?.dir).toBe('remotes/notes');
    expect(notes?.port).toBeGreaterThan(
      Math.max(...apps.filter((app) => app.name !== 'notes').map((app) => app.port)),
    );

    expect(readJson<{ workspaces: string[] }>('package.json').workspaces).toContain(
      'remotes/notes',
    );
    const registry = readJson<{ remotes: Array<Record<string, unknown>> }>(
      'config/remotes.local.json',
    );
    expect(registry.remotes.find((remote) => remote.name === 'notes')).toEqual({
      name: 'notes',
      label: 'Study Notes',
      manifest: `http://localhost:${notes?.port}/mf-manifest.json`,
      routes: ['/notes', '/notes/saved', '/n/:id'],
      // A page of one item is reached by links, never from the menu.
      nav: [
        { label: 'Study Notes', path: '/notes' },
        { label: 'Saved notes', path: '/notes/saved', menuOnly: true },
      ],
    });
    // A further page is a chunk of its own; the section's own packages at exact versions.
    const routes = fs.readFileSync(path.join(copy, 'remotes/notes/src/routes.ts'), 'utf8');
    expect(routes).toContain("import('./features/saved/components/saved-page')");
    expect(routes).toContain("title: 'Saved notes'");
    expect(routes).toContain("path: '/n/:id'");
    expect(routes).toContain("import('./features/note/components/note-page')");
    expect(
      readJson<{ dependencies: Record<string, string> }>('remotes/notes/package.json').dependencies[
        'idb-keyval'
      ],
    ).toBe('6.3.0');
    // Production's example names it at its Hosting site, so firebase.json routes and allows it.
    const example = readJson<{
      remotes: Array<{ name: string; manifest: string; routes: string[] }>;
    }>('config/remotes.production.example.json').remotes.find((remote) => remote.name === 'notes');
    expect(example?.manifest).toMatch(/^https:\/\/vithelper-notes\.web\.app\//);
    expect(example?.routes).toEqual(['/notes', '/notes/saved', '/n/:id']);
    expect(fs.readFileSync(path.join(copy, 'firebase.json'), 'utf8')).toContain(
      'https://vithelper-notes.web.app',
    );
    const firebase = readJson<{ hosting: Array<{ target: string; public: string }> }>(
      'firebase.json',
    );
    expect(firebase.hosting.find((hosting) => hosting.target === 'notes')?.public).toBe(
      'remotes/notes/dist',
    );
  });

  it('refuses a taken name, a taken route and a name that is not a JavaScript identifier', () => {
    expect(
      run('node', ['-r', 'esbuild-register', 'scripts/new-remote.ts', 'notes', '--route', '/other'])
        .output,
    ).toContain('already');
    expect(
      run('node', ['-r', 'esbuild-register', 'scripts/new-remote.ts', 'other', '--route', '/faqs'])
        .output,
    ).toContain('already owned by the exams remote');
    expect(
      run('node', ['-r', 'esbuild-register', 'scripts/new-remote.ts', 'questions', '--route', '/x'])
        .output,
    ).toContain('@vithelper/questions is already the package of packages/questions');
    expect(
      run('node', ['-r', 'esbuild-register', 'scripts/new-remote.ts', 'my-notes', '--route', '/x'])
        .status,
    ).toBe(1);
    const page = (value: string) =>
      run('node', [
        '-r',
        'esbuild-register',
        'scripts/new-remote.ts',
        'other',
        '--route',
        '/other',
        '--page',
        value,
      ]).output;
    expect(page('/other/x')).toContain('a path and a title');
    expect(page('/other/:Bad-param=X')).toContain('a path and a title');
    expect(page('Bad:/other/x=X')).toContain('a path and a title');
    expect(page('/faqs=FAQ')).toContain('already owned by the exams remote');
    expect(
      run('node', [
        '-r',
        'esbuild-register',
        'scripts/new-remote.ts',
        'other',
        '--route',
        '/other',
        '--dep',
        'pdf-lib@^1.0.0',
      ]).output,
    ).toContain('an exact version');
  });

  it('builds into a versioned folder whose manifest carries the version', () => {
    const build = run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(copy, 'remotes/notes'),
    });
    expect(build.status).toBe(0);
    const dist = path.join(copy, 'remotes/notes/dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { name: string; buildInfo: { buildVersion: string } };
      exposes: Array<{ path: string }>;
    };
    expect(manifest.metaData.name).toBe('notes');
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./routes']);
    const version = manifest.metaData.buildInfo.buildVersion;
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(fs.existsSync(path.join(dist, version, 'mf-manifest.json'))).toBe(true);
  });

  it('passes lint, the dependency zones, the type check and its own tests', () => {
    const lint = run('npx', ['eslint', 'remotes/notes', 'eslint.config.mjs']);
    const format = run('npx', ['prettier', '--check', 'remotes/notes']);
    expect(format.status).toBe(0);
    expect(lint.output.replace(/npm warn.*\n/g, '')).toBe('');
    expect(lint.status).toBe(0);

    // The zones come from scripts/apps.json: the new remote may not import another remote.
    const bad = path.join(copy, 'remotes/notes/src/bad-import.ts');
    fs.writeFileSync(bad, "export { routes } from '../../exams/src/routes';\n");
    const zones = run('npx', ['eslint', bad]);
    fs.rmSync(bad);
    expect(zones.status).toBe(1);
    expect(zones.output).toContain('A remote never imports another remote');

    fs.writeFileSync(
      path.join(copy, 'tsconfig.notes.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: ['remotes/notes/src', 'remotes/notes/*.ts', 'types'],
      }),
    );
    const types = run('npx', ['tsc', '-p', 'tsconfig.notes.json', '--noEmit']);
    expect(types.output.replace(/npm warn.*\n/g, '')).toBe('');
    expect(types.status).toBe(0);

    const tests = run('npx', ['jest', '--selectProjects', 'notes', '--ci']);
    expect(tests.output).toContain('Tests:       4 passed, 4 total');
    expect(tests.status).toBe(0);
  });
});
