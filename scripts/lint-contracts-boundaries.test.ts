import { importing, lintProbes, type Probe } from './testing/lint-probes';

/**
 * The arrows of eslint.config.mjs around @vithelper/contracts, checked through ESLint itself:
 * every other workspace reaches it only through its package.json `exports` (one per domain), and
 * the package imports only zod and its own files: no app, no workspace, no Firebase, no React.
 *
 */

const contract = 'packages/contracts/src/papers/probe.ts';

const forbidden: Probe[] = [
  // the contracts -> an app, a workspace, the data code or a framework
  importing(contract, '../../../../shell/src/app/nav'),
  importing(contract, '../../../../remotes/exams/src/routes'),
  importing(contract, '@vithelper/exams/src/routes'),
  importing(contract, '../../../../shared/src/data/firebase'),
  importing(contract, '@vithelper/shared'),
  importing(contract, '@vithelper/ui/page-frame'),
  importing(contract, '../../../../scripts/content/paths'),
  importing(contract, 'firebase/database'),
  importing(contract, '@firebase/database'),
  importing(contract, 'react'),
  importing(contract, 'react-dom'),
  importing(contract, 'rxjs'),
  importing(contract, 'node:fs'),
  // anyone -> the contracts' files instead of a domain's entry point
  importing('remotes/exams/src/probe.ts', '@vithelper/contracts/src/papers/paper'),
  importing('remotes/exams/src/probe.ts', '../../../packages/contracts/src/papers/paper'),
  importing('shell/src/probe.ts', '../../packages/contracts/src/papers/paper'),
  importing('shared/src/probe.ts', '../../packages/contracts/src/papers/paper'),
  importing('ui/src/probe.ts', '@vithelper/contracts/src/papers/paper'),
  importing('scripts/probe.ts', '@vithelper/contracts/src/papers/paper'),
  importing('scripts/probe.ts', '../packages/contracts/src/papers/paper'),
  importing('e2e/probe.ts', '@vithelper/contracts/papers/paper'),
  // there is no root barrel: a domain is named
  importing('remotes/exams/src/probe.ts', '@vithelper/contracts'),
];

const allowed: Probe[] = [
  importing(contract, 'zod/mini'),
  importing(contract, '../zod'),
  importing(contract, './paper'),
  importing(contract, '../common/text'),
  importing('packages/contracts/src/papers/probe.test.ts', '../../../../database.rules.json'),
  importing('remotes/exams/src/probe.ts', '@vithelper/contracts/papers'),
  importing('shell/src/probe.ts', '@vithelper/contracts/registry'),
  importing('shared/src/probe.ts', '@vithelper/contracts/runtime-config'),
  importing('ui/src/probe.ts', '@vithelper/contracts/papers'),
  importing('scripts/probe.ts', '@vithelper/contracts/feedback'),
  importing('e2e/probe.ts', '@vithelper/contracts/inbox'),
];

const probes = [...forbidden, ...allowed];
const results = lintProbes(probes);
const messagesFor = (c: Probe): string[] => results[probes.indexOf(c)] ?? ['(not linted)'];

describe('the boundaries of @vithelper/contracts in eslint.config.mjs', () => {
  it.each(forbidden)('$file may not run $code', (c) => {
    expect(messagesFor(c)).not.toEqual([]);
  });

  it.each(allowed)('$file may run $code', (c) => {
    expect(messagesFor(c)).toEqual([]);
  });
});
