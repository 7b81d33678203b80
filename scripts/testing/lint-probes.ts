import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A probe: the code of a file that does not exist, linted as if it stood at `file`. */
export type Probe = { file: string; code: string };

const root = path.resolve(__dirname, '../..');
/** The rules that draw the walls of eslint.config.mjs. */
const WALL_RULES = [
  'no-restricted-imports',
  'import-x/no-restricted-paths',
  'no-restricted-globals',
];

/** A probe that imports `x` from `from`, as a file at `file`. */
export const importing = (file: string, from: string): Probe => ({
  file,
  code: `import { x } from '${from}';\nexport const y = x;\n`,
});

/**
 * What the walls say of each probe, linted through ESLint itself in one child process (its config
 * is an ES module; jest runs CommonJS): the messages of the wall rules, one list per probe.
 */
export function lintProbes(probes: Probe[]): string[][] {
  const program = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const p of probes) {
        const [result] = await eslint.lintText(p.code, { filePath: p.file });
        out.push(result.messages.filter((m) => ${JSON.stringify(WALL_RULES)}.includes(m.ruleId)).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', program], {
      cwd: root,
      input: JSON.stringify(probes),
      encoding: 'utf8',
    }),
  ) as string[][];
}
