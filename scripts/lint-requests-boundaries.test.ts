import { importing, lintProbes, type Probe } from './testing/lint-probes';

/**
 * The arrows of eslint.config.mjs around @vithelper/requests (the request form, a feature):
 * apps reach it only through its package.json `exports`; it imports no app, only the platform's,
 * the contracts' and the look's entry points; shared/ and ui/ (no features) never import it.
 */
const forbidden: Probe[] = [
  importing('remotes/exams/src/probe.ts', '@vithelper/requests/src/request-paper'),
  importing('remotes/contribute/src/probe.ts', '../../../packages/requests/src/request-paper'),
  importing('ui/src/probe.ts', '@vithelper/requests/request-paper'),
  importing('ui/src/probe.ts', '../../packages/requests/src/request-paper'),
  importing('shared/src/probe.ts', '@vithelper/requests/request-paper'),
  importing('packages/requests/src/probe.ts', '@vithelper/exams/routes'),
  importing('packages/requests/src/probe.ts', '../../../remotes/exams/src/routes'),
  importing('packages/requests/src/probe.ts', '../../../ui/src/verify-email'),
  importing('packages/requests/src/probe.ts', '@vithelper/shared/bus-writers'),
];

const allowed: Probe[] = [
  importing('remotes/exams/src/probe.ts', '@vithelper/requests/request-paper'),
  importing('remotes/contribute/src/probe.ts', '@vithelper/requests/request-paper'),
  importing('packages/requests/src/probe.ts', '@vithelper/ui/verify-email'),
  importing('packages/requests/src/probe.ts', '@vithelper/shared'),
  importing('packages/requests/src/probe.ts', '@vithelper/contracts/papers'),
  importing('packages/requests/src/probe.ts', './request-paper'),
];

const probes = [...forbidden, ...allowed];
const results = lintProbes(probes);
const messagesFor = (c: Probe): string[] => results[probes.indexOf(c)] ?? ['(not linted)'];

describe('the boundaries of @vithelper/requests in eslint.config.mjs', () => {
  it.each(forbidden)('$file may not run $code', (c) => {
    expect(messagesFor(c)).not.toEqual([]);
  });

  it.each(allowed)('$file may run $code', (c) => {
    expect(messagesFor(c)).toEqual([]);
  });
});
