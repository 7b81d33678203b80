// One ESLint config for every workspace: TypeScript, React hooks, import order
// and the dependency direction (shared <- remotes, shared <- shell).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Every remote of scripts/apps.json (the list `npm run new-remote` extends), so a new remote is covered at once.
const remotes = JSON.parse(fs.readFileSync(new URL('./scripts/apps.json', import.meta.url), 'utf8'))
  .apps.filter((app) => !app.host)
  .map((app) => app.dir.replace(/^remotes\//, ''));

const apps = ['./shell', ...remotes.map((remote) => `./remotes/${remote}`)];
const appsAndShared = [...apps, './shared'];

/**
 * Relative paths: a remote never imports another remote or the shell; the shell never imports a
 * remote; shared/ imports no app; no app reaches into shared/'s files (only its package entry
 * points); the emulator and the apps never import each other.
 */
const zones = [
  ...remotes.flatMap((remote) => [
    {
      target: `./remotes/${remote}`,
      from: './shell',
      message: 'A remote never imports the shell.',
    },
    ...remotes
      .filter((other) => other !== remote)
      .map((other) => ({
        target: `./remotes/${remote}`,
        from: `./remotes/${other}`,
        message: 'A remote never imports another remote: put the contract in shared/.',
      })),
  ]),
  {
    target: './shell',
    from: './remotes',
    message: 'The shell loads remotes only at run time, through the registry.',
  },
  ...apps.map((app) => ({
    target: app,
    from: './shared',
    message: "Import @vithelper/shared's public entry points, not its files.",
  })),
  ...apps.map((app) => ({
    target: app,
    from: './ui',
    message: "Import @vithelper/ui's public entry points, not its files.",
  })),
  { target: './shared', from: './shell', message: 'shared/ depends on no app.' },
  { target: './shared', from: './remotes', message: 'shared/ depends on no app.' },
  { target: './ui', from: './shell', message: 'ui/ depends on no app.' },
  { target: './ui', from: './remotes', message: 'ui/ depends on no app.' },
  ...apps.map((app) => ({
    target: app,
    from: './packages/requests',
    message: "Import @vithelper/requests's public entry points, not its files.",
  })),
  ...['./shell', './remotes', './shared', './ui'].map((dir) => ({
    target: './packages/requests',
    from: dir,
    message:
      '@vithelper/requests imports no app, and shared/ and ui/ only through their entry points.',
  })),
  ...['./shared', './ui'].map((dir) => ({
    target: dir,
    from: './packages/requests',
    message: 'shared/ and ui/ hold no feature: they never import @vithelper/requests.',
  })),
  ...appsAndShared.map((app) => ({
    target: './emulator',
    from: app,
    message: 'The emulator imports no app.',
  })),
  ...['questions', 'search-index', 'practice'].flatMap((pkg) => [
    ...[...apps, './scripts', './bench'].map((dir) => ({
      target: dir,
      from: `./packages/${pkg}`,
      message: `Import @vithelper/${pkg}'s public entry points, not its files.`,
    })),
    ...['./shell', './remotes', './shared', './ui', './emulator', './scripts', './bench'].map(
      (dir) => ({
        target: `./packages/${pkg}`,
        from: dir,
        message: `@vithelper/${pkg} is pure: it imports no app, workspace or script.`,
      }),
    ),
  ]),
  ...[...appsAndShared, './ui', './scripts', './bench', './e2e'].map((dir) => ({
    target: dir,
    from: './packages/contracts',
    message: "Import @vithelper/contracts's public entry points, not its files.",
  })),
  ...[
    './shell',
    './remotes',
    './shared',
    './ui',
    './emulator',
    './scripts',
    './bench',
    './e2e',
    './packages/questions',
  ].map((dir) => ({
    target: './packages/contracts',
    from: dir,
    message:
      '@vithelper/contracts imports only zod and its own files: no app, workspace or script.',
  })),
];
/**
 * Feature boundaries inside each app, in the same style: src/features/<x> may import its own
 * files, the app's src/common/ and packages, and of another feature only its public entry
 * (features/<y>/index.ts), never its internals; src/common/ imports no feature. The app's
 * composition root (src/app/, routes.ts, bootstrap.tsx) wires features together and may import
 * any of their files. Folders are read here, so a new feature is covered at once.
 */
const featuresOf = (app) => {
  const dir = new URL(`${app}/src/features/`, import.meta.url);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
const featureZones = apps.flatMap((app) => {
  const features = featuresOf(app);
  return [
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `${app}/src/features/${feature}`,
          from: `${app}/src/features/${other}`,
          except: ['./index.ts'],
          message: `A feature imports another only through its public entry (features/${other}/index.ts); code both need goes in src/common/.`,
        })),
    ),
    {
      target: `${app}/src/common`,
      from: `${app}/src/features`,
      message: "src/common/ is shared by the app's features and imports none of them.",
    },
  ];
});

/**
 * The tooling (scripts, benches, the emulator, the browser tests) stands behind the same walls as
 * the apps: it reaches an app or a package through its package.json `exports` only, never a
 * relative path into its source. The source folders are read here, so a new package is covered.
 */
const workspaceSources = [
  './shell/src',
  ...remotes.map((remote) => `./remotes/${remote}/src`),
  './shared/src',
  './ui/src',
  ...fs
    .readdirSync(new URL('./packages/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `./packages/${entry.name}/src`),
];
const toolingZones = ['./scripts', './bench', './emulator', './e2e']
  .flatMap((dir) =>
    workspaceSources.map((from) => ({
      target: dir,
      from,
      message: `Tooling imports ${from.slice(2, -4)} through its package.json \`exports\` (@vithelper/...), not its source files.`,
    })),
  )
  .concat({
    target: './emulator',
    from: './scripts',
    message:
      'The emulator imports no script: its ports and origins come as flags or options (scripts/emulator-args.ts).',
  });

/** Production files of an app never import the emulator (their tests and the scripts may). */
const emulatorZones = appsAndShared.map((app) => ({
  target: app,
  from: './emulator',
  message: 'An app never imports the emulator; only tests and scripts do.',
}));

/**
 * Package names: an app may import the entry points @vithelper/shared and @vithelper/ui list in
 * their package.json `exports` (read here, so a new entry point is one edit), nothing else.
 */
const readJson = (path) => JSON.parse(fs.readFileSync(new URL(path, import.meta.url), 'utf8'));
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entryPoints = [
  'shared',
  'ui',
  'packages/questions',
  'packages/practice',
  'packages/search-index',
  'packages/contracts',
  'packages/device',
  'packages/feedback',
  'packages/list-search',
  'packages/paper-files',
  'packages/requests',
].flatMap((dir) => {
  const { name, exports } = readJson(`./${dir}/package.json`);
  return Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
});
const appPackages = {
  regex: `^(?!(${entryPoints.map(escapeRegex).join('|')})$)@vithelper/`,
  message:
    "An app imports only the public entry points of @vithelper/shared, @vithelper/contracts, @vithelper/ui, @vithelper/requests, @vithelper/device, @vithelper/feedback, @vithelper/list-search, @vithelper/paper-files, @vithelper/questions, @vithelper/practice and @vithelper/search-index, never another app's package.",
};
/** The tooling's package names: any workspace's `exports` (an app's included), nothing else. */
const workspaceEntryPoints = readJson('./package.json').workspaces.flatMap((dir) => {
  const { name, exports = {} } = readJson(`./${dir}/package.json`);
  return Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
});
const toolingPackages = {
  regex: `^(?!(${workspaceEntryPoints.map(escapeRegex).join('|')})$)@vithelper/`,
  message:
    'Tooling imports an app or a package only through the entry points of its package.json `exports`, never its files.',
};
/** What shared/ and ui/ may import of another package: @vithelper/shared's production entry points, the contracts and what the device keeps. */
const sharedEntryPoints = entryPoints.filter(
  (entry) =>
    (entry.startsWith('@vithelper/shared') &&
      entry !== '@vithelper/shared/testing' &&
      entry !== '@vithelper/shared/bus-writers') ||
    entry.startsWith('@vithelper/contracts/') ||
    entry.startsWith('@vithelper/device/') ||
    entry === '@vithelper/feedback' ||
    entry === '@vithelper/feedback/ready',
);
/**
 * The bus's writers (the account, the lists, the settings) are the shell's: it owns the start-up
 * and the session. A remote reads the bus (@vithelper/shared) and writes nothing but what its
 * pages say (the filter, a sign-in request); its tests may set the bus up.
 */
const busWritersOnlyInShell = {
  group: ['@vithelper/shared/bus-writers'],
  message:
    "The bus's writers are the shell's (it owns the start-up and the session): a remote only reads the bus.",
};
const remoteGlobs = (exts) => remotes.map((remote) => `remotes/${remote}/**/*.${exts}`);
const testingOnlyInTests = {
  group: ['@vithelper/shared/testing'],
  message: '@vithelper/shared/testing is for tests only, so no build carries it.',
};
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];
const appGlobs = (exts) => apps.map((app) => `${app.slice(2)}/**/*.${exts}`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'content/storage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The node resolver must know .ts/.tsx: an import it cannot resolve escapes the zones silently.
    // It must parse them too: import-x/no-cycle reads only files of import-x/extensions, with
    // import-x/parsers (scripts/lint-rules.test.ts proves it finds a cycle).
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // The classic hook rules; the React Compiler rules assume the compiler, which we do not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...toolingZones] },
      ],
      // A cycle makes load order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/order': [
        'warn',
        { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'] },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // One way to declare a shape: `type XProps = { ... }`.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: appGlobs('{ts,tsx}'),
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...emulatorZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appPackages,
            testingOnlyInTests,
            { group: ['@vithelper/emulator'], message: emulatorZones[0].message },
          ],
        },
      ],
    },
  },
  {
    files: remoteGlobs('{ts,tsx}'),
    ignores: [...testFiles, '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appPackages,
            testingOnlyInTests,
            busWritersOnlyInShell,
            { group: ['@vithelper/emulator'], message: emulatorZones[0].message },
          ],
        },
      ],
    },
  },
  {
    files: appGlobs('test.{ts,tsx}'),
    rules: { 'no-restricted-imports': ['error', { patterns: [appPackages] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...emulatorZones] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(${sharedEntryPoints.map(escapeRegex).join('|')})$)@vithelper/`,
              message:
                "shared/ and ui/ import no app (they may use @vithelper/contracts' entry points, ui/ @vithelper/shared's).",
            },
          ],
        },
      ],
    },
  },
  {
    // The request form (a feature two apps bundle): the platform, the contracts and the look,
    // through their entry points; never an app.
    files: ['packages/requests/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...emulatorZones] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(${[
                ...sharedEntryPoints,
                ...entryPoints.filter((entry) => entry.startsWith('@vithelper/ui/')),
              ]
                .map(escapeRegex)
                .join('|')})$)@vithelper/`,
              message:
                '@vithelper/requests imports no app: only the entry points of @vithelper/shared, @vithelper/contracts, @vithelper/feedback and @vithelper/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{scripts,bench,e2e}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [toolingPackages] }] },
  },
  {
    // Read in the exams remote's worker and pages, in Node by the index build and the bench: no
    // DOM, no other workspace; Node's API only where an index is written (its `./build` entry).
    files: ['packages/search-index/src/**/*.ts'],
    ignores: [...testFiles, 'packages/search-index/src/build.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@vithelper/', message: '@vithelper/search-index imports no workspace.' },
            { regex: '^node:', message: 'Only its ./build entry uses a Node API.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'fetch', 'caches', 'process', 'Buffer'].map(
          (name) => ({ name, message: '@vithelper/search-index reads files through `load`.' }),
        ),
      ],
    },
  },
  {
    // What the apps agree on, bundled by each: zod schemas and plain functions of them. No app,
    // no workspace, no Firebase, no React, no RxJS: only zod and the package's own files
    // (packages/contracts/README.md). Its tests may read the repository's rules and configs.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.)',
              message: '@vithelper/contracts imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Cut and grouped in the browser at approval, in a worker and in Node alike: no DOM, no Node
    // API, no other workspace; its tests may use Node.
    files: ['packages/questions/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@vithelper/', message: '@vithelper/questions imports no workspace.' },
            { regex: '^node:', message: '@vithelper/questions uses no Node API.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'fetch',
          'process',
          'Buffer',
          'require',
          '__dirname',
        ].map((name) => ({
          name,
          message: '@vithelper/questions is pure: no DOM and no Node API.',
        })),
      ],
    },
  },
  {
    files: ['emulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@vithelper/', message: 'The emulator imports no app and no workspace.' },
          ],
        },
      ],
    },
  },
  {
    // One naming style for files and folders: kebab-case (components keep PascalCase exports).
    files: [
      '{build,shell,remotes,shared,packages,templates,emulator,scripts,bench,e2e}/**/*.{ts,tsx,mjs}',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // One test style for jest tests: describe/it (Playwright's e2e specs keep their test()).
    files: ['{shell,remotes,shared,ui,packages,emulator,scripts,bench}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > ExpressionStatement > CallExpression:matches([callee.name='test'], [callee.callee.object.name='test'])",
          message: 'Jest tests use describe/it.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
