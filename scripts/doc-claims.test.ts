import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkCode,
  checkDocument,
  formatClaims,
  headingAnchor,
  markdownHeadings,
  type Repo,
} from './testing/doc-claims';

const root = path.join(__dirname, '..');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const trackedSet = new Set(tracked);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** A path git ignores, as a file or as a folder: what a build, a bench or a script writes. */
const ignoredCache = new Map<string, boolean>();
const ignored = (repoPath: string): boolean => {
  if (!ignoredCache.has(repoPath)) {
    // Exit status 1 when no pattern matched: the answer is in what it printed.
    const answer = spawnSync(
      'git',
      ['check-ignore', '--no-index', '--verbose', '--non-matching', repoPath, `${repoPath}/`],
      { cwd: root, encoding: 'utf8' },
    ).stdout;
    // Each line is "source:line:pattern<TAB>path"; a path no pattern matched has "::".
    const matched = answer.split('\n').some((line) => line && !line.startsWith('::'));
    ignoredCache.set(repoPath, matched);
  }
  return ignoredCache.get(repoPath) ?? false;
};

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/** Workspace folder and package name → its scripts; '' is the root. */
const scriptsByWorkspace = new Map<string, Set<string>>();
for (const dir of ['', ...(readJson('package.json').workspaces as string[])]) {
  const pkg = readJson(dir ? `${dir}/package.json` : 'package.json');
  const scripts = new Set(Object.keys((pkg.scripts as Record<string, string>) ?? {}));
  scriptsByWorkspace.set(dir, scripts);
  if (dir) scriptsByWorkspace.set(pkg.name as string, scripts);
}

/**
 * Routes: every registry's, the `path:` literals of each app's src/routes.ts, and the shell's own
 * <Route>s. Only the apps of scripts/apps.json: a bench's page (bench/naive-papers/) is no route
 * of the site.
 */
const appDirs = (readJson('scripts/apps.json').apps as { dir: string }[]).map((app) => app.dir);
const routes = new Set<string>();
for (const file of tracked) {
  if (/^config\/remotes\..*\.json$/.test(file)) {
    for (const remote of (readJson(file).remotes as { routes: string[] }[]) ?? []) {
      remote.routes.forEach((route) => routes.add(route));
    }
  } else if (
    appDirs.some((dir) => file === `${dir}/src/routes.ts`) ||
    file === 'shell/src/app/app.tsx'
  ) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, route = ''] of text.matchAll(/\bpath[=:]\s*["'](\/[^"']*)["']/g)) {
      routes.add(route);
    }
  }
}

const headingCache = new Map<string, string[] | undefined>();
const repo: Repo = {
  exists: (repoPath) => trackedSet.has(repoPath) || folders.has(repoPath) || ignored(repoPath),
  topLevel: new Set(tracked.map((file) => file.split('/')[0] ?? '')),
  scripts: (workspace) => scriptsByWorkspace.get(workspace),
  routes,
  headings: (repoPath) => {
    if (!headingCache.has(repoPath)) {
      headingCache.set(
        repoPath,
        trackedSet.has(repoPath) && repoPath.endsWith('.md')
          ? markdownHeadings(fs.readFileSync(path.join(root, repoPath), 'utf8'))
          : undefined,
      );
    }
    return headingCache.get(repoPath);
  },
};

/** The documents whose claims are checked: the READMEs and docs/, not the archive. */
const documents = tracked.filter(
  (file) =>
    file === 'README.md' ||
    /^[^/]+\/README\.md$/.test(file) ||
    /^(remotes|packages)\/[^/]+\/README\.md$/.test(file) ||
    (/^docs\/.*\.md$/.test(file) && !file.startsWith('docs/archive/')),
);
/** The code whose comments cite documents' sections (not this checker: its fixtures cite fakes). */
const code = tracked.filter(
  (file) => /\.(ts|tsx|mjs|cjs|js|json|css|html|tmpl)$/.test(file) && !/doc-claims/.test(file),
);

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('what the documents claim is true of the repository', () => {
  it('every file, script, route and section the documents name exists', () => {
    const stale = documents.flatMap((doc) => checkDocument(doc, read(doc), repo));
    // Each line: file:line, the claim, what is wrong with it.
    expect(formatClaims(stale)).toBe('');
  });

  it('docs/performance.md says what every budget of bench/budgets.json measures', () => {
    const performance = read('docs/performance.md');
    const named = (budget: string) => performance.includes(`\`${budget}\``);
    // A budget of several figures is named whole (`lighthouse`) or figure by figure
    // (`insidePapers.firstQueryKB`; its `papers` is the size it is taken at, not a figure).
    const missing = Object.entries(readJson('bench/budgets.json')).filter(
      ([budget, value]) =>
        !budget.startsWith('$') &&
        !named(budget) &&
        !(
          value !== null &&
          typeof value === 'object' &&
          Object.keys(value)
            .filter((figure) => figure !== 'papers')
            .every((figure) => named(`${budget}.${figure}`))
        ),
    );
    expect(missing.map(([budget]) => budget)).toEqual([]);
  });

  it('every section of a document that code cites exists, and no code cites the archive', () => {
    const stale = code.flatMap((file) => checkCode(file, read(file), repo));
    expect(formatClaims(stale)).toBe('');
  });
});

describe('the doc-claims checker', () => {
  const fixture: Repo = {
    exists: (p) => ['scripts', 'scripts/real.ts', 'docs', 'docs/guide.md'].includes(p),
    topLevel: new Set(['scripts', 'docs', 'shell']),
    scripts: (workspace) => (workspace === '' ? new Set(['start', 'bench']) : undefined),
    routes: new Set(['/papers', '/papers/:id']),
    headings: (p) => (p === 'docs/guide.md' ? ['Guide', 'First view'] : undefined),
  };

  it('names a missing file, with its file and line', () => {
    const doc = 'Run `scripts/real.ts`.\nThen `scripts/missing.ts` and `shell/gone/`.\n';
    expect(formatClaims(checkDocument('docs/x.md', doc, fixture))).toBe(
      [
        'docs/x.md:2  `scripts/missing.ts` — no such file or folder',
        'docs/x.md:2  `shell/gone/` — no such file or folder',
      ].join('\n'),
    );
  });

  it('leaves placeholders, routes, packages and fenced examples alone', () => {
    const doc = [
      '`remotes/<name>/src`, `/papers`, `@vithelper/ui`, `./routes`, `dist/*.js`',
      '```',
      'scripts/example-only.ts',
      '```',
    ].join('\n');
    expect(checkDocument('docs/x.md', doc, fixture)).toEqual([]);
  });

  it('names an npm script the package does not have, and a workspace that does not exist', () => {
    const doc = 'npm run bench, npm start, `npm run benchh`\nnpm run build -w remotes/nope';
    expect(formatClaims(checkDocument('docs/x.md', doc, fixture))).toBe(
      [
        'docs/x.md:1  npm run benchh — the root package.json has no script "benchh"',
        'docs/x.md:2  npm run build -w remotes/nope — no workspace remotes/nope',
      ].join('\n'),
    );
  });

  it('names a route of a routes table that no app owns', () => {
    const doc = [
      '| Path | Page |',
      '| ---- | ---- |',
      '| `/papers`, `/papers/<id>?page=2` | list, viewer |',
      '| `/bench/naive` | baseline |',
      '',
      '| Path | Holds |',
      '| ---- | ----- |',
      '| `/requests/$id` | a database path, not a route |',
    ].join('\n');
    expect(formatClaims(checkDocument('docs/x.md', doc, fixture))).toBe(
      'docs/x.md:4  `/bench/naive` — no app owns it',
    );
  });

  it('names a cited section title or anchor that is not a heading, also across comment lines', () => {
    const code = [
      '/**',
      ' * Fine (docs/guide.md, "First view"), broken (docs/guide.md, "Warm repeat',
      ' * visit") and docs/guide.md#first-view, docs/guide.md#nowhere.',
      ' */',
      "const notACitation = ['README.md', 'Other'];",
    ].join('\n');
    expect(formatClaims(checkCode('shell/a.ts', code, fixture))).toBe(
      [
        'shell/a.ts:2  docs/guide.md, "Warm repeat visit" — docs/guide.md has no heading "Warm repeat visit"',
        'shell/a.ts:3  docs/guide.md#nowhere — docs/guide.md has no heading #nowhere',
      ].join('\n'),
    );
  });

  it('names code that cites the archive', () => {
    expect(formatClaims(checkCode('build/b.ts', '// see docs/archive/old.md', fixture))).toContain(
      'build/b.ts:1  docs/archive/old.md — code cites the archive',
    );
  });

  it('makes anchors as GitHub does and reads headings outside code fences', () => {
    expect(headingAnchor("A section's front door: ships (2026)")).toBe(
      'a-sections-front-door-ships-2026',
    );
    expect(markdownHeadings('# One\n```\n# not a heading\n```\n## Two ##\n')).toEqual([
      'One',
      'Two',
    ]);
  });
});
