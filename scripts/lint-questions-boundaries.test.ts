import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The arrows of eslint.config.mjs around @vithelper/questions, checked through ESLint itself:
 * apps and scripts reach it only through its package.json `exports`, and the package imports no
 * workspace and uses no DOM or Node API. ESLint loads its ES-module config in a child process.
 */
type Case = { file: string; code: string };
type Result = Case & { messages: string[] };

const root = path.resolve(__dirname, '..');
const RULES = ['no-restricted-imports', 'import-x/no-restricted-paths', 'no-restricted-globals'];

function lint(cases: Case[]): Result[] {
  const program = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: c.file });
        out.push({ ...c, messages: result.messages.filter((m) => ${JSON.stringify(RULES)}.includes(m.ruleId)).map((m) => m.message) });
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', program], {
      cwd: root,
      input: JSON.stringify(cases),
      encoding: 'utf8',
    }),
  ) as Result[];
}

const importing = (file: string, from: string): Case => ({
  file,
  code: `import { x } from '${from}';\nexport const y = x;\n`,
});

const forbidden: Case[] = [
  importing('remotes/exams/src/probe.ts', '@vithelper/questions/src/cut'),
  importing('remotes/exams/src/probe.ts', '../../../packages/questions/src/cut'),
  importing('shell/src/probe.ts', '../../packages/questions/src/cut'),
  importing('scripts/probe.ts', '../packages/questions/src/cut'),
  importing('scripts/questions/probe.ts', '@vithelper/questions/src/cut'),
  importing('packages/questions/src/probe.ts', '@vithelper/shared'),
  importing('packages/questions/src/probe.ts', '../../../shared/src/bus/event-bus'),
  importing('packages/questions/src/probe.ts', '../../../remotes/exams/src/routes'),
  importing('packages/questions/src/probe.ts', '../../../scripts/content/paths'),
  importing('packages/questions/src/probe.ts', 'node:fs'),
  { file: 'packages/questions/src/probe.ts', code: 'export const y = document.title;\n' },
  { file: 'packages/questions/src/probe.ts', code: 'export const y = process.env.HOME;\n' },
];

const allowed: Case[] = [
  importing('remotes/exams/src/probe.ts', '@vithelper/questions'),
  importing('scripts/questions/probe.ts', '@vithelper/questions'),
  importing('packages/questions/src/probe.ts', './cut'),
  importing('packages/questions/src/probe.test.ts', 'node:fs'),
];

const results = lint([...forbidden, ...allowed]);
const messagesFor = (c: Case): string[] =>
  results.find((r) => r.file === c.file && r.code === c.code)?.messages ?? ['(not linted)'];

describe('the boundaries of @vithelper/questions in eslint.config.mjs', () => {
  it.each(forbidden)('$file may not run $code', (c) => {
    expect(messagesFor(c)).not.toEqual([]);
  });

  it.each(allowed)('$file may run $code', (c) => {
    expect(messagesFor(c)).toEqual([]);
  });
});
