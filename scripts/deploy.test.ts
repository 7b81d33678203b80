/**
 * npm run deploy in a copy of the workspace: the dry run exits 1 whenever the
 * real run would refuse (no production files, no hosting target in
 * .firebaserc, a live version missing from dist/), says how to fix it, and
 * lists what would be uploaded; --setup writes the targets.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readApps } from './apps-file';
import { copyWorkspace, removeWorkspaceCopy } from './testing/workspace-copy';

const apps = readApps();

let copy: string;

const deploy = (...args: string[]) =>
  spawnSync('node', ['-r', 'esbuild-register', 'scripts/deploy.ts', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.writeFileSync(path.join(copy, file), text);
};

/** A built placements remote whose latest version is the one the production registry names. */
function fakePlacementsDist(version: string) {
  const manifest = JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } });
  write('remotes/placements/dist/mf-manifest.json', manifest);
  write(`remotes/placements/dist/${version}/mf-manifest.json`, manifest);
  write(`remotes/placements/dist/${version}/remoteEntry.0badcafe.js`, 'x'.repeat(1000));
  write(`remotes/placements/dist/${version}/remoteEntry.0badcafe.js.map`, 'm'.repeat(5000));
  write(`remotes/placements/dist/${version}/remoteEntry.0badcafe.js.gz`, 'z');
  write(`remotes/placements/dist/${version}/index.html`, '<html>standalone</html>');
  write('remotes/placements/dist/index.html', '<html>standalone</html>');
  write(`remotes/placements/dist/${version}/federation-runtime.0badcafe.js`, 'r'.repeat(1000));
  write('remotes/placements/dist/federation-runtime.0badcafe.js', 'r'.repeat(1000));
}

const liveVersion = () =>
  new URL(
    (
      JSON.parse(
        fs.readFileSync(path.join(copy, 'config/remotes.production.example.json'), 'utf8'),
      ) as { remotes: Array<{ name: string; manifest: string }> }
    ).remotes.find((remote) => remote.name === 'placements')!.manifest,
  ).pathname.split('/')[1]!;

beforeAll(() => {
  copy = copyWorkspace('vh-deploy-');
});

afterAll(() => removeWorkspaceCopy(copy));

describe('npm run deploy -- <app> --dry-run', () => {
  it('exits 1 and says how to fix it when the project, its targets and the production files are missing', () => {
    fakePlacementsDist(liveVersion());
    const result = deploy('placements', '--dry-run', '--no-build');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Would refuse: config/production.json and config/remotes.production.json are needed',
    );
    expect(result.stderr).toContain(
      'Would refuse: no Firebase project: .firebaserc has no default project and no --project was given. Run npm run deploy -- --setup --project <project-id>.',
    );
    expect(result.stdout).not.toContain('Would run:');

    const withProject = deploy('placements', '--dry-run', '--no-build', '--project', 'demo-x');
    expect(withProject.status).toBe(1);
    expect(withProject.stderr).toContain(
      'hosting target "placements" is not configured for project demo-x in .firebaserc',
    );
    expect(withProject.stderr).toContain('Run npm run deploy -- --setup --project demo-x');
  });

  it('refuses for real with the same exit code, without running the Firebase CLI', () => {
    const result = deploy('placements', '--no-build', '--project', 'demo-x');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing: hosting target "placements" is not configured');
    expect(result.stdout).not.toContain('Running:');
  });

  it('writes the .firebaserc targets with --setup, after which the dry run would deploy', () => {
    const setup = deploy('--setup', '--project', 'demo-x');
    expect(setup.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(copy, '.firebaserc'), 'utf8'))).toEqual({
      projects: { default: 'demo-x' },
      targets: {
        'demo-x': {
          // The host is the project's default site; each remote gets "<project>-<name>".
          hosting: Object.fromEntries(
            apps.map((app) => [app.name, [app.host ? 'demo-x' : `demo-x-${app.name}`]]),
          ),
        },
      },
    });
    fs.copyFileSync(
      path.join(copy, 'config/production.example.json'),
      path.join(copy, 'config/production.json'),
    );
    fs.copyFileSync(
      path.join(copy, 'config/remotes.production.example.json'),
      path.join(copy, 'config/remotes.production.json'),
    );

    const result = deploy('placements', '--dry-run', '--no-build');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // The version's entry and manifest, plus the root manifest; no map, no .gz, no standalone page
    // and no federation runtime of its own (the shell provides it).
    expect(result.stdout).toContain('Would upload 3 files, 0.0 MB, from remotes/placements/dist');
    expect(result.stdout).toContain('Would write remotes/placements/dist/config.json.');
    expect(result.stdout).toContain('Would run: npx firebase deploy --only hosting:placements');
  });

  it('exits 1 when the deploy would delete the live version, unless forced', () => {
    fs.rmSync(path.join(copy, 'remotes/placements/dist', liveVersion()), { recursive: true });
    const result = deploy('placements', '--dry-run', '--no-build');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('this deploy would delete the live version');
    expect(deploy('placements', '--dry-run', '--no-build', '--force').status).toBe(0);
  });

  it("gives the shell its registry, its 404 page and the earlier deploys' hashed files", () => {
    write('shell/dist/index.html', '<html>shell</html>');
    write('shell/dist/main.11111111.js', 'new');
    write('.deploy/shell-previous/470.22222222.js', 'old chunk');
    const result = deploy('shell', '--dry-run', '--no-build');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Would write shell/dist/remotes.json.');
    expect(result.stdout).toContain('Would write shell/dist/404.html.');
    expect(result.stdout).toContain('Would keep 1 hashed file(s) of earlier deploys');
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
