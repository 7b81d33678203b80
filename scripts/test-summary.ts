/**
 * Prints the line CI reads, `N passed, N failed`, summed over the jest and Playwright reports.
 * A suite that wrote no report (it failed to start, or an earlier step stopped the run) counts
 * as one failure, never as zero tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { portOffset } from './ports';

const root = path.join(__dirname, '..');

type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky?: number } };

function read<T>(file: string): T | null {
  const full = path.join(root, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : null;
}

let passed = 0;
let failed = 0;
const jest = read<JestReport>('test-results/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else {
  console.log('jest wrote no report: the unit suite did not run');
  failed += 1;
}
const e2e = read<PlaywrightReport>(`test-results/e2e-${portOffset()}.json`);
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
} else {
  console.log('Playwright wrote no report: the browser suite did not run');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
