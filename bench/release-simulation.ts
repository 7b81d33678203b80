/**
 * npm run bench:release: 1 000 simulated devices against a broken exams candidate offered to
 * 10 %, with the shell's own release code (shell/src/features/remotes/data/choose-release.ts, @vithelper/contracts/release): each device's bucket, its
 * choice of release, the fallback to stable where the candidate fails, its load reports
 * (queued in its storage, sent at most once, as the device's own account) and `registry watch`
 * every 5 minutes. Prints how
 * many loads it took until watch rolled the candidate back and how many students saw an error
 * screen; writes bench/results/release-simulation.json.
 *
 *   npm run bench:release [-- --devices 1000 --share 10 --loads-per-minute 40 --seed 7]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chooseRelease, deviceBucket, type FailedCandidate } from '@vithelper/shell/choose-release';
import {
  queueReport,
  releaseKey,
  reportUpdate,
  shouldFallBack,
  takeReport,
  timeBucket,
  type LoadOutcome,
} from '@vithelper/contracts/release';
import { DEFAULT_WATCH_RULE, summarize, watchDecision } from '../scripts/release/release-health';
import { parseFlagsOrExit } from '../scripts/cli-flags';

const { values } = parseFlagsOrExit(
  'Usage: npm run bench:release [-- --devices <n> --share <percent> --loads-per-minute <n> --stable-failure <percent> --offline <percent> --seed <n>]',
  {
    devices: { type: 'string', default: '1000' },
    share: { type: 'string', default: '10' },
    'loads-per-minute': { type: 'string', default: '40' },
    'stable-failure': { type: 'string', default: '0.5' },
    offline: { type: 'string', default: '2' },
    seed: { type: 'string', default: '7' },
  },
);

/** mulberry32: the same devices and loads on every run of one seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

const random = seeded(Number(values.seed));
const deviceCount = Number(values.devices);
const share = Number(values.share);
const loadsPerMinute = Number(values['loads-per-minute']);
const stableFailure = Number(values['stable-failure']) / 100;
const offlineShare = Number(values.offline) / 100;
const WATCH_EVERY_MINUTES = 5;

const stable = 'https://vithelper-exams.web.app/1.0.0-aaaaaaaa/mf-manifest.json';
const broken = 'https://vithelper-exams.web.app/1.0.1-bbbbbbbb/mf-manifest.json';
const entry = { manifest: stable, candidate: { manifest: broken, share } };

type Device = {
  /** The device's guest account, which its reports are sent as. */
  uid: string;
  storage: ReturnType<typeof memoryStorage>;
  failed?: FailedCandidate;
  online: boolean;
};
const devices: Device[] = Array.from({ length: deviceCount }, (_, i) => ({
  uid: `device-${i}`,
  storage: memoryStorage(),
  online: true,
}));
for (const device of devices) deviceBucket(device.storage, random);

/** The database's releaseHealth: each report one more in its account's record (database.rules.json). */
const database = new Map<string, number | string>();
const ONE = Symbol('increment(1)');
function send(device: Device) {
  if (!device.online) return;
  for (let report = takeReport(device.storage); report; report = takeReport(device.storage)) {
    const writes = reportUpdate(report, device.uid, { one: ONE, now: ONE });
    for (const [at, value] of Object.entries(writes))
      database.set(at, typeof value === 'string' ? value : Number(database.get(at) ?? 0) + 1);
  }
}
function countersOf(manifest: string) {
  const prefix = `exams/${releaseKey(manifest)}/`;
  const records: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of database) {
    if (!key.startsWith(prefix)) continue;
    const [uid, outcome, bucket] = key.slice(prefix.length).split('/') as [string, string, string?];
    const record = (records[uid] ??= {});
    if (bucket === undefined) record[outcome] = value;
    else ((record[outcome] ??= {}) as Record<string, unknown>)[bucket] = value;
  }
  return records;
}

const figures = {
  loads: 0,
  candidateLoads: 0,
  candidateFailures: 0,
  fellBackToStable: 0,
  /** Online candidate failures that showed the error screen instead of stable: the target is 0. */
  errorScreensCausedByCandidate: 0,
  /** Candidate loads made offline: the usual error screen, as stable would show offline too. */
  errorScreensOfflineOnCandidate: 0,
  errorScreensFromStable: 0,
  loadsUntilRollback: null as number | null,
  minutesUntilRollback: null as number | null,
  watchPasses: [] as string[],
};

function report(device: Device, manifest: string, outcome: LoadOutcome, ms: number) {
  queueReport(device.storage, {
    section: 'exams',
    release: releaseKey(manifest),
    outcome,
    bucket: timeBucket(ms),
  });
  send(device);
}

/** One section load on one device, as the shell makes it. */
function load(device: Device) {
  figures.loads++;
  device.online = random() >= offlineShare;
  const bucket = deviceBucket(device.storage);
  const choice = chooseRelease(entry, { bucket, failed: device.failed });
  const loadMs = 300 + random() * 1500;
  const stableLoad = () => {
    if (!device.online || random() < stableFailure) {
      figures.errorScreensFromStable++;
      report(device, stable, 'chunk', loadMs);
    } else report(device, stable, 'ok', loadMs);
  };
  if (choice.which !== 'candidate') return stableLoad();
  figures.candidateLoads++;
  // The broken candidate misses a script: every load of it fails.
  figures.candidateFailures++;
  report(device, broken, 'chunk', loadMs);
  if (!shouldFallBack('candidate', device.online)) {
    // Offline: stable would fail the same way; the student sees the usual error screen.
    if (device.online) figures.errorScreensCausedByCandidate++;
    else figures.errorScreensOfflineOnCandidate++;
    return;
  }
  device.failed = { manifest: broken, kind: 'chunk', detail: 'missing file', at: figures.loads };
  figures.fellBackToStable++;
  stableLoad();
}

const MAX_MINUTES = 24 * 60;
for (let minute = 1; minute <= MAX_MINUTES && entry.candidate.share > 0; minute++) {
  for (let n = 0; n < loadsPerMinute; n++) load(devices[Math.floor(random() * deviceCount)]!);
  // Devices back online send what they kept.
  for (const device of devices) if (device.online) send(device);
  if (minute % WATCH_EVERY_MINUTES) continue;
  const decision = watchDecision(
    summarize(countersOf(stable)),
    summarize(countersOf(broken)),
    DEFAULT_WATCH_RULE,
  );
  figures.watchPasses.push(
    `minute ${minute}: ${decision.rollBack ? 'ROLLED BACK' : 'kept'} (${decision.reason})`,
  );
  if (decision.rollBack) {
    entry.candidate.share = 0;
    figures.loadsUntilRollback = figures.loads;
    figures.minutesUntilRollback = minute;
  }
}

const onCandidate = devices.filter((d) => deviceBucket(d.storage) < share).length;
console.log(
  [
    `${deviceCount} devices, a broken candidate (every load misses a script) offered to ${share} % (${onCandidate} devices' buckets),`,
    `${loadsPerMinute} loads a minute, ${values.offline} % of loads offline, stable failing ${values['stable-failure']} % of loads, registry watch every ${WATCH_EVERY_MINUTES} minutes (threshold ${DEFAULT_WATCH_RULE.threshold * 100} points, at least ${DEFAULT_WATCH_RULE.minReporters} devices reporting):`,
    ...figures.watchPasses.map((line) => `  ${line}`),
    `Loads until watch rolled the candidate back: ${figures.loadsUntilRollback ?? 'never'} (${figures.minutesUntilRollback ?? '–'} minutes)`,
    `Candidate loads: ${figures.candidateLoads}, all failed; fell back to stable with no error screen: ${figures.fellBackToStable}`,
    `Students who saw an error screen because the candidate was broken: ${figures.errorScreensCausedByCandidate}`,
    `Candidate loads made offline (the usual offline error screen, as stable shows offline): ${figures.errorScreensOfflineOnCandidate}`,
    `Error screens from stable's own failures (there without a candidate too): ${figures.errorScreensFromStable}`,
  ].join('\n'),
);

const out = path.join(__dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'release-simulation.json'),
  `${JSON.stringify({ date: new Date().toISOString(), options: values, ...figures }, null, 2)}\n`,
);
