import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The dependency arrows of eslint.config.mjs, checked through ESLint itself: every forbidden
 * import fails lint whether written as a relative path or as a package name, and the allowed
 * ones pass. ESLint loads its ES-module config in a child Node process (jest runs CommonJS).
 */
type Case = { file: string; from: string };
type Result = Case & { messages: string[] };

const root = path.resolve(__dirname, '..');

function lint(cases: Case[]): Result[] {
  const program = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText("import { x } from '" + c.from + "';\\nexport const y = x;\\n", { filePath: c.file });
        out.push({ ...c, messages: result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message) });
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  const stdout = execFileSync(process.execPath, ['-e', program], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Result[];
}

const forbidden: Case[] = [
  // a remote -> another remote
  { file: 'remotes/exams/src/probe.ts', from: '../../placements/src/routes' },
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/placements/src/routes' },
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/placements' },
  { file: 'remotes/blogs/src/probe.test.ts', from: '../../exams/src/routes' },
  { file: 'remotes/blogs/src/probe.test.ts', from: '@vithelper/exams/src/routes' },
  // a remote -> the shell
  { file: 'remotes/placements/src/probe.ts', from: '../../../shell/src/app/nav' },
  { file: 'remotes/placements/src/probe.ts', from: '@vithelper/shell/src/app/nav' },
  // the shell -> a remote
  { file: 'shell/src/probe.ts', from: '../../remotes/exams/src/routes' },
  { file: 'shell/src/probe.ts', from: '@vithelper/exams/src/routes' },
  // an app -> shared's files instead of its entry points
  { file: 'remotes/exams/src/probe.ts', from: '../../../shared/src/bus/event-bus' },
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/shared/src/bus/event-bus' },
  { file: 'shell/src/probe.test.ts', from: '../../shared/src/testing/render' },
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/ui/src/page-frame' },
  // a name that only starts like an entry point is not one
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/ui/page-frame.module.css' },
  { file: 'remotes/exams/src/probe.ts', from: '../../../ui/src/page-frame' },
  // ui -> an app
  { file: 'ui/src/probe.ts', from: '@vithelper/exams/src/routes' },
  { file: 'ui/src/probe.ts', from: '../../remotes/exams/src/routes' },
  { file: 'ui/src/probe.ts', from: '@vithelper/device/src/saved-papers' },
  { file: 'ui/src/probe.ts', from: '@vithelper/shared/testing' },
  // production code -> the test-only entry point
  { file: 'shell/src/probe.ts', from: '@vithelper/shared/testing' },
  // shared -> an app
  { file: 'shared/src/probe.ts', from: '../../remotes/exams/src/routes' },
  { file: 'shared/src/probe.ts', from: '@vithelper/exams/src/routes' },
  { file: 'shared/src/probe.ts', from: '../../shell/src/app/nav' },
  { file: 'shared/src/probe.ts', from: '@vithelper/shell/src/app/nav' },
  // the emulator -> an app
  { file: 'emulator/src/probe.ts', from: '../../shell/src/app/nav' },
  { file: 'emulator/src/probe.ts', from: '@vithelper/shell/src/app/nav' },
  { file: 'emulator/src/probe.ts', from: '../../shared/src/bus/event-bus' },
  { file: 'emulator/src/probe.ts', from: '@vithelper/shared' },
  // an app's production code -> the emulator
  { file: 'shell/src/probe.ts', from: '../../emulator/src/index' },
  { file: 'shell/src/probe.ts', from: '@vithelper/emulator' },
  { file: 'remotes/exams/src/probe.ts', from: '../../../emulator/src/index' },
  { file: 'shared/src/probe.ts', from: '@vithelper/emulator' },
];

const allowed: Case[] = [
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/shared' },
  { file: 'remotes/exams/src/probe.ts', from: './routes' },
  { file: 'remotes/exams/src/probe.ts', from: '@vithelper/ui/page-frame' },
  // Every entry of ui/package.json `exports` is allowed without a second list in the lint config.
  { file: 'remotes/placements/src/probe.ts', from: '@vithelper/ui/visually-hidden.module.css' },
  { file: 'ui/src/probe.ts', from: '@vithelper/shared' },
  // …and its entry points that each app bundles (the saved lists of ui/src/paper-lists.tsx).
  { file: 'ui/src/probe.ts', from: '@vithelper/device/saved-papers' },
  { file: 'shell/src/probe.ts', from: '@vithelper/contracts/runtime-config' },
  { file: 'remotes/blogs/src/probe.ts', from: '@vithelper/shared/standalone' },
  { file: 'remotes/blogs/src/probe.test.ts', from: '@vithelper/shared/testing' },
  { file: 'scripts/probe.ts', from: '../emulator/src/index' },
  { file: 'e2e/probe.ts', from: '../emulator/src/index' },
];

const results = lint([...forbidden, ...allowed]);
const messagesFor = (c: Case): string[] =>
  results.find((r) => r.file === c.file && r.from === c.from)?.messages ?? ['(not linted)'];

describe('dependency boundaries in eslint.config.mjs', () => {
  it.each(forbidden)('$file may not import $from', (c) => {
    expect(messagesFor(c)).not.toEqual([]);
  });

  it.each(allowed)('$file may import $from', (c) => {
    expect(messagesFor(c)).toEqual([]);
  });
});
