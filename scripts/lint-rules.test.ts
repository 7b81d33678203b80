import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './registry-file';

/**
 * The architecture rules of eslint.config.mjs catch what they are there for: a rule whose
 * resolver cannot follow an import passes silently, so each is run here on code that breaks it.
 */
type Message = { ruleId: string | null; message: string };

function lint(args: string[], stdin?: string): Message[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', ...args],
    { cwd: root, input: stdin, encoding: 'utf8' },
  );
  if (!result.stdout) throw new Error(`eslint printed nothing: ${result.stderr}`);
  const files = JSON.parse(result.stdout) as Array<{ messages: Message[] }>;
  return files.flatMap((file) => file.messages);
}

/** Lints `code` as if it were the file at `file` (a path in the repository). */
const lintAs = (file: string, code: string): Message[] =>
  lint(['--stdin', '--stdin-filename', path.join(root, file)], code);

const ruleIds = (messages: Message[]): Array<string | null> =>
  messages.map((message) => message.ruleId);

describe('feature boundaries', () => {
  const papers = 'remotes/exams/src/features/papers/components/probe.tsx';

  it("refuses a feature that imports another feature's internals", () => {
    const messages = lintAs(
      papers,
      "import { SaveToggle } from '../../saved/components/save-toggle';\nexport const probe = SaveToggle;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.map((m) => m.message).join('\n')).toContain('features/saved/index.ts');
  });

  it("lets a feature import another's public entry and the app's common code", () => {
    const messages = lintAs(
      papers,
      [
        "import { SaveToggle } from '../../saved';",
        "import { SearchBox } from '../../../common/search/components/search-box';",
        'export const probe = [SaveToggle, SearchBox];',
        '',
      ].join('\n'),
    );
    expect(ruleIds(messages)).not.toContain('import-x/no-restricted-paths');
  });

  it("refuses common code that imports a feature, even through the feature's public entry", () => {
    const messages = lintAs(
      'remotes/exams/src/common/probe.ts',
      "import { SaveToggle } from '../features/saved';\nexport const probe = SaveToggle;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });
});

describe('import cycles', () => {
  let dir: string;
  beforeAll(() => {
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
    dir = fs.mkdtempSync(path.join(root, 'test-results', 'cycle-'));
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'b.ts'),
      "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n",
    );
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { b } from './b';\nexport const c = b;\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are found through TypeScript imports, and a plain import is not one', () => {
    // test-results/ is ignored by the repository's lint; --no-ignore lints the fixture anyway.
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '--no-ignore',
        '--format',
        'json',
        path.join(dir, 'a.ts'),
        path.join(dir, 'b.ts'),
        path.join(dir, 'c.ts'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const files = JSON.parse(result.stdout) as Array<{ filePath: string; messages: Message[] }>;
    const cycles = Object.fromEntries(
      files.map((file) => [
        path.basename(file.filePath),
        file.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
      ]),
    );
    expect(cycles).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 0 });
  });
});

describe('the walls around the tooling', () => {
  /** Lints one probe file per case in a single ESLint process (its config is an ES module). */
  function lintImports(cases: Array<{ file: string; from: string }>): string[][] {
    const program = `
      const { ESLint } = require('eslint');
      const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      (async () => {
        const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
        const out = [];
        for (const c of cases) {
          const [result] = await eslint.lintText("import { x } from '" + c.from + "';\\nexport const y = x;\\n", { filePath: c.file });
          out.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message));
        }
        process.stdout.write(JSON.stringify(out));
      })();
    `;
    const result = spawnSync(process.execPath, ['-e', program], {
      cwd: root,
      input: JSON.stringify(cases),
      encoding: 'utf8',
    });
    if (!result.stdout) throw new Error(`eslint printed nothing: ${result.stderr}`);
    return JSON.parse(result.stdout) as string[][];
  }

  // Every tooling folder against the source of every kind of workspace, by relative path.
  const sources = [
    'shell/src/app/app',
    'remotes/exams/src/routes',
    'remotes/contribute/src/routes',
    'shared/src/data/firebase-sdk',
    'ui/src/page-frame',
    'packages/questions/src/index',
  ];
  const folders = ['scripts', 'bench', 'emulator', 'e2e'];
  const relative = folders.flatMap((folder) =>
    sources.map((source) => ({ file: `${folder}/probe.ts`, from: `../${source}` })),
  );
  // …and by package name, past the entry points of its package.json `exports`.
  const byName = ['scripts/content/probe.ts', 'bench/probe.ts', 'e2e/probe.ts'].flatMap((file) =>
    [
      '@vithelper/exams/src/routes',
      '@vithelper/shell/src/app/app',
      '@vithelper/shared/src/data/firebase-sdk',
      '@vithelper/questions/src/cut',
      '@vithelper/contribute',
    ].map((from) => ({ file, from })),
  );
  const allowed = [
    { file: 'bench/probe.ts', from: '@vithelper/exams/routes' },
    { file: 'bench/probe.ts', from: '@vithelper/shell/single-bundle' },
    { file: 'scripts/content/probe.ts', from: '@vithelper/contracts/feedback' },
    { file: 'e2e/probe.ts', from: '@vithelper/feedback' },
    { file: 'scripts/questions/probe.ts', from: '@vithelper/questions' },
    { file: 'e2e/probe.ts', from: '../emulator/src/index' },
  ];
  // The emulator is told its ports (scripts/emulator-args.ts); it never reads the project's.
  const emulatorToScripts = [{ file: 'emulator/src/probe.ts', from: '../../scripts/ports' }];
  const forbidden = [...relative, ...byName, ...emulatorToScripts];
  const messages = lintImports([...forbidden, ...allowed]);

  it.each(forbidden.map((c, i) => ({ ...c, i })))('refuses $file importing $from', ({ i }) => {
    expect(messages[i]).not.toEqual([]);
  });

  it('names the package entry points in its message', () => {
    expect(messages[0]!.join('\n')).toContain('package.json `exports`');
  });

  it.each(allowed.map((c, i) => ({ ...c, i: forbidden.length + i })))(
    'lets $file import $from',
    ({ i }) => {
      expect(messages[i]).toEqual([]);
    },
  );
});

describe("the bus's writers", () => {
  const probe =
    "import { setAccount } from '@vithelper/shared/bus-writers';\nexport const probe = setAccount;\n";

  it('refuses a remote that imports them', () => {
    const messages = lintAs('remotes/exams/src/features/papers/components/probe.tsx', probe);
    expect(ruleIds(messages)).toContain('no-restricted-imports');
    expect(messages.map((m) => m.message).join('\n')).toContain(
      "The bus's writers are the shell's",
    );
  });

  it('lets the shell import them', () => {
    const messages = lintAs('shell/src/app/probe.ts', probe);
    expect(ruleIds(messages)).not.toContain('no-restricted-imports');
  });
});
