import { importing, lintProbes, type Probe } from './testing/lint-probes';

/**
 * The arrows of eslint.config.mjs around @vithelper/questions, checked through ESLint itself:
 * apps and scripts reach it only through its package.json `exports`, and the package imports no
 * workspace and uses no DOM or Node API.
 */
const forbidden: Probe[] = [
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

const allowed: Probe[] = [
  importing('remotes/exams/src/probe.ts', '@vithelper/questions'),
  importing('scripts/questions/probe.ts', '@vithelper/questions'),
  importing('packages/questions/src/probe.ts', './cut'),
  importing('packages/questions/src/probe.test.ts', 'node:fs'),
];

const probes = [...forbidden, ...allowed];
const results = lintProbes(probes);
const messagesFor = (c: Probe): string[] => results[probes.indexOf(c)] ?? ['(not linted)'];

describe('the boundaries of @vithelper/questions in eslint.config.mjs', () => {
  it.each(forbidden)('$file may not run $code', (c) => {
    expect(messagesFor(c)).not.toEqual([]);
  });

  it.each(allowed)('$file may run $code', (c) => {
    expect(messagesFor(c)).toEqual([]);
  });
});
