import type { Block } from '../types';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: 'Sooner or later you will copy the same helper function into a third project and think: this should be a package. Publishing to npm is less intimidating than it looks. This guide builds a tiny package from an empty folder to a published version, and explains the few decisions that actually matter along the way.',
  },
  { kind: 'heading', level: 2, text: '1. Create the project' },
  {
    kind: 'paragraph',
    text: 'Make a folder, move into it and let npm write a starting `package.json` for you. The `-y` flag accepts the defaults; you will edit the file by hand anyway.',
  },
  { kind: 'code', label: 'Terminal', code: 'mkdir slugify-lite\ncd slugify-lite\nnpm init -y' },
  {
    kind: 'paragraph',
    text: 'Before you go further, search the registry for your package name. If it is taken, pick another name or publish under your own scope, such as `@yourname/slugify-lite`.',
  },
  { kind: 'heading', level: 2, text: '2. Write the code' },
  {
    kind: 'paragraph',
    text: 'Keep the first version small. Put the source in a `src` folder and export a single, well-named function.',
  },
  {
    kind: 'code',
    label: 'src/index.js',
    code: "export function slugify(text) {\n  return text\n    .toLowerCase()\n    .trim()\n    .replace(/[^a-z0-9]+/g, '-')\n    .replace(/^-|-$/g, '');\n}",
  },
  { kind: 'heading', level: 2, text: '3. The package.json fields that matter' },
  {
    kind: 'paragraph',
    text: 'Most fields are optional, but a handful decide whether people can find, install and use your package.',
  },
  {
    kind: 'list',
    items: [
      '`name` and `version`: together they identify every release. Versions follow semantic versioning, explained below.',
      '`description` and `keywords`: these are what the npm search shows, so write them for a stranger.',
      '`type`: set it to `module` if your files use `import` and `export`.',
      '`exports`: the public entry points of the package. Anything not listed here cannot be imported by users, which keeps your internals private.',
      '`files`: the folders that go into the published tarball. Without it you may ship tests, notes and secrets by accident.',
      '`license`: without one, nobody is legally allowed to use your code. MIT is a common, permissive choice.',
    ],
  },
  {
    kind: 'code',
    label: 'package.json',
    code: '{\n  "name": "slugify-lite",\n  "version": "0.1.0",\n  "description": "Turn any title into a URL-friendly slug",\n  "type": "module",\n  "exports": { ".": "./src/index.js" },\n  "files": ["src"],\n  "license": "MIT"\n}',
  },
  { kind: 'heading', level: 2, text: '4. Test it before anyone else does' },
  {
    kind: 'paragraph',
    text: 'Node ships with a test runner, so a small package needs no extra dependencies. Add a test file and a `test` script, then run `npm test`.',
  },
  {
    kind: 'code',
    label: 'test/slugify.test.js',
    code: "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { slugify } from '../src/index.js';\n\ntest('makes a slug', () => {\n  assert.equal(slugify('  Hello, World! '), 'hello-world');\n});",
  },
  {
    kind: 'paragraph',
    text: 'Next, check the package the way a user will receive it. `npm pack --dry-run` lists every file that would be published. To try it in another project, run `npm link` in the package folder and `npm link slugify-lite` in the other project, then import it as usual.',
  },
  { kind: 'heading', level: 2, text: '5. Choose a version number' },
  {
    kind: 'paragraph',
    text: 'Semantic versioning uses three numbers: major, minor and patch. Users rely on them to upgrade safely, so follow the rules strictly.',
  },
  {
    kind: 'list',
    items: [
      'Patch (0.1.0 to 0.1.1): a bug fix that changes no behaviour people depend on.',
      'Minor (0.1.1 to 0.2.0): a new feature that keeps every existing call working.',
      'Major (0.2.0 to 1.0.0): anything that can break existing code, such as a renamed function or a removed option.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'You never need to edit the number by hand: `npm version patch`, `npm version minor` and `npm version major` update `package.json` and create a matching git tag.',
  },
  { kind: 'heading', level: 2, text: '6. Publish' },
  {
    kind: 'paragraph',
    text: 'Create an account on npmjs.com and turn on two-factor authentication. Then log in from the terminal and publish. Scoped packages are private by default, so they need the `--access public` flag the first time.',
  },
  { kind: 'code', label: 'Terminal', code: 'npm login\nnpm publish --access public' },
  {
    kind: 'paragraph',
    text: 'Within a minute your package has its own page on the registry and anyone can install it with `npm install slugify-lite`.',
  },
  { kind: 'heading', level: 2, text: '7. After the first release' },
  {
    kind: 'list',
    items: [
      'Write a README with one install command and one short usage example at the top. Most people read nothing else.',
      'Keep a changelog so users know what changed between versions.',
      'Never unpublish a version people may depend on. If a release is broken, publish a fixed version and mark the bad one with `npm deprecate`.',
      'Run your tests automatically on every push, for example with a small CI workflow, so a broken build never reaches the registry.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'That is the whole loop: write, test, version, publish, repeat. Your first package will probably be small and a little rough, and that is fine. The second one will take you half the time.',
  },
];
