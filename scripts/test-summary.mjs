/** Prints the line CI reads, `N passed, N failed`, summed over the jest and Playwright reports. */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const read = (file) => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
const jest = read('test-results/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
const e2e = read(`test-results/e2e-${Number(process.env.VH_PORT_OFFSET ?? 0) || 0}.json`);
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
console.log(`${passed} passed, ${failed} failed`);
