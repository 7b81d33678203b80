/**
 * What the machine a round ran on is like. The same code measures differently on another machine,
 * most of all in the browser's own work (docs/performance.md, "The machine a round ran on"): a
 * fresh Chromium touches hundreds of megabytes it has not used before, and on a virtual machine
 * that hands freed memory back to its host each first touch waits for the host — a part of the
 * difference, not all of it.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromiumPath } from './browser';

export type MachineFigures = {
  cpu: string;
  cores: number;
  chromium: string;
  /** A fixed piece of JavaScript (10^8 steps of a loop) in a fresh Node process, ms. */
  loopMs: number;
  /** Memory written for the first time by a fresh process, ms per GB. */
  firstTouchMsPerGB: number;
  /** The same memory written again, ms per GB: the machine's speed once memory is in hand. */
  touchedAgainMsPerGB: number;
};

// Run in a child so that its memory is new to it; prints the three timings as JSON.
const probe = (megabytes: number) => `
const now = () => Number(process.hrtime.bigint()) / 1e6;
let t = now(); let s = 0;
for (let i = 0; i < 1e8; i++) s += i % 7;
const loopMs = now() - t;
const buffer = Buffer.allocUnsafeSlow(${megabytes} * 2 ** 20);
t = now(); buffer.fill(1); const first = now() - t;
t = now(); buffer.fill(2); const again = now() - t;
console.log(JSON.stringify({ loopMs, first, again, s }));
`;

/** The machine's figures; `probeMB` of memory written (512 in a round, less in a test). */
export function machineFigures(probeMB = 512): MachineFigures {
  const out = JSON.parse(
    execFileSync(process.execPath, ['-e', probe(probeMB)], { encoding: 'utf8' }),
  ) as {
    loopMs: number;
    first: number;
    again: number;
  };
  const perGB = (ms: number) => Math.round((ms * 1024) / probeMB);
  const browser = chromiumPath();
  let chromium = 'unknown';
  try {
    if (browser) {
      const said = execFileSync(browser, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      chromium = /Chromium [\d.]+/.exec(said)?.[0] ?? said.trim();
    }
  } catch {
    // An unknown version is said as such; the other figures stand.
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    chromium,
    loopMs: Math.round(out.loopMs),
    firstTouchMsPerGB: perGB(out.first),
    touchedAgainMsPerGB: perGB(out.again),
  };
}

/** One line for a report: what a reader compares before comparing two rounds' figures. */
export const machineLine = (m: MachineFigures): string =>
  `${m.cpu}, ${m.cores} cores, ${m.chromium}; a fixed loop ${m.loopMs} ms; memory written the first time ${m.firstTouchMsPerGB} ms per GB, again ${m.touchedAgainMsPerGB} ms per GB`;
