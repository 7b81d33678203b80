/**
 * npm run bench:questions-scale [-- --papers N] [--courses N]: the question bank at scale.
 * Generates 50 000 papers by default (./scale-papers.ts: 250 courses of 200 papers, about ten
 * questions each, as pdf.js text items), cuts each with @vithelper/questions' cutPaper, groups and
 * builds the banks with scripts/questions/course-banks.ts' buildBanks and writes them with
 * scripts/questions/build-banks.ts' writeBanks, as `npm run questions:banks` does. Prints the
 * build's time and peak memory, then the bytes a bank's first view fetches (the bank page reads
 * courses/<code>.json alone; a question's link reads ids/<c>.json, then the bank:
 * remotes/courses/src/common/questions-data.ts) and the bytes kept for offline, compressed as
 * served. Writes bench/results/questions-scale.json; `npm run bench:check` checks it against
 * bench/budgets.json's questions.scale. docs/performance.md, "The question bank at scale".
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cutPaper } from '@vithelper/questions';
import { courseBankSchema } from '@vithelper/contracts/questions';
import { bankFile, questionShardFile } from '@vithelper/contracts/questions/paths';
import { parseFlagsOrExit } from '../../scripts/cli-flags';
import type { CutPaper } from '../../scripts/questions/course-banks';
import { buildBanks } from '../../scripts/questions/course-banks';
import { writeBanks } from '../../scripts/questions/build-banks';
import { scaleCourses, scalePaper } from './scale-papers';

/** What bench/results/questions-scale.json holds: sizes in bytes, times in ms, memory in MB. */
export type QuestionsScaleResults = {
  date: string;
  papers: number;
  courses: number;
  questions: number;
  groups: number;
  /** Papers the cut kept whole (their questions not found). */
  whole: number;
  ms: {
    generateAndCut: number;
    group: number;
    write: number;
    total: number;
    per1000Papers: number;
  };
  /**
   * The same steps' CPU time (user and system, the process's threads together): on a machine
   * shared with other work the wall clock above stretches, this does not.
   */
  cpuMs: { generateAndCut: number; group: number; write: number; total: number };
  /** Peak resident set (the process's maxRSS) and the largest heap seen between steps. */
  memoryMB: { peakRss: number; peakHeapUsed: number };
  /** The largest bank: what its page fetches first (courses/<code>.json). */
  bankFirstView: {
    code: string;
    papers: number;
    questions: number;
    raw: number;
    gzip: number;
    brotli: number;
    /**
     * Its JSON.parse and schema check (courseBankSchema, as the section's loadBank does), in Node
     * at full speed, median of five: the client's work on it before anything is drawn.
     */
    parseMs: number;
  };
  /** A question's link: its id shard, then its bank. */
  questionLinkFirstView: { raw: number; gzip: number; brotli: number };
  /**
   * "Make search work offline": every bank, id shard and the course list (packages/device's
   * keepAllCourseBanks). Downloaded compressed; the cache keeps them raw.
   */
  offline: { files: number; raw: number; gzip: number; brotli: number };
  /** A saved paper: its course's bank, the course list and the id shards its questions are in (keepCourseBank). */
  offlineOneCourse: { files: number; raw: number; gzip: number; brotli: number };
};

const { values } = parseFlagsOrExit(
  'Usage: npm run bench:questions-scale -- [--papers N] [--courses N]',
  { papers: { type: 'string', default: '50000' }, courses: { type: 'string', default: '250' } },
);
const PAPERS = Number(values.papers);
const COURSES = Number(values.courses);
if (!(PAPERS >= 1 && COURSES >= 1 && COURSES <= PAPERS)) {
  console.error('bench:questions-scale: --papers and --courses are counts, papers ≥ courses ≥ 1');
  process.exit(2);
}

const MB = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
let peakHeap = 0;
const sample = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
const log = (line: string) => console.log(`[bench:questions-scale] ${line}`);

/** The process's CPU time so far, in ms. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const started = performance.now();
const cpuStarted = cpu();
const courses = scaleCourses(COURSES);
const papers: CutPaper[] = [];
for (const [index, course] of courses.entries()) {
  // The papers share out evenly: the first courses take the remainder.
  const count = Math.floor(PAPERS / COURSES) + (index < PAPERS % COURSES ? 1 : 0);
  for (let n = 0; n < count; n += 1) {
    const { items, ...paper } = scalePaper(course, n);
    papers.push({ ...paper, cut: cutPaper(paper.id, items) });
  }
  sample();
  if ((index + 1) % 25 === 0) log(`cut ${papers.length} papers`);
}
const cutAt = performance.now();
const cpuCutAt = cpu();
const built = buildBanks(papers);
sample();
const groupedAt = performance.now();
const cpuGroupedAt = cpu();
const outDir = mkdtempSync(join(tmpdir(), 'vithelper-questions-scale-'));
writeBanks(outDir, built);
sample();
const writtenAt = performance.now();
const cpuWrittenAt = cpu();

/** A written file's size, and its .gz and .br beside it (or its own size, when too small to have them). */
function served(file: string) {
  const path = join(outDir, file);
  const raw = statSync(path).size;
  const size = (ext: string) => {
    try {
      return statSync(`${path}${ext}`).size;
    } catch {
      return raw;
    }
  };
  return { raw, gzip: size('.gz'), brotli: size('.br') };
}
const sum = (list: ReadonlyArray<{ raw: number; gzip: number; brotli: number }>) => ({
  raw: list.reduce((n, each) => n + each.raw, 0),
  gzip: list.reduce((n, each) => n + each.gzip, 0),
  brotli: list.reduce((n, each) => n + each.brotli, 0),
});

const largest = [...built.banks].sort(
  (a, b) => served(bankFile(b.code)).raw - served(bankFile(a.code)).raw,
)[0]!;
const bankFiles = readdirSync(join(outDir, 'courses'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => `courses/${name}`);
const shardFiles = readdirSync(join(outDir, 'ids'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => `ids/${name}`);
const offlineFiles = [...bankFiles, ...shardFiles, 'courses.json'];
const oneCourseFiles = [
  bankFile(largest.code),
  'courses.json',
  ...new Set(largest.questions.map((question) => questionShardFile(question.id))),
];
const bankText = readFileSync(join(outDir, bankFile(largest.code)), 'utf8');
const parseTimes = Array.from({ length: 5 }, () => {
  const at = performance.now();
  courseBankSchema.parse(JSON.parse(bankText));
  return performance.now() - at;
}).sort((a, b) => a - b);
const questions = built.banks.reduce((n, bank) => n + bank.questions.length, 0);
const total = writtenAt - started;
const results: QuestionsScaleResults = {
  date: new Date().toISOString(),
  papers: papers.length,
  courses: built.banks.length,
  questions,
  groups: built.banks.reduce((n, bank) => n + bank.groups.length, 0),
  whole: built.whole.length,
  ms: {
    generateAndCut: Math.round(cutAt - started),
    group: Math.round(groupedAt - cutAt),
    write: Math.round(writtenAt - groupedAt),
    total: Math.round(total),
    per1000Papers: Math.round((total / papers.length) * 1000),
  },
  cpuMs: {
    generateAndCut: Math.round(cpuCutAt - cpuStarted),
    group: Math.round(cpuGroupedAt - cpuCutAt),
    write: Math.round(cpuWrittenAt - cpuGroupedAt),
    total: Math.round(cpuWrittenAt - cpuStarted),
  },
  memoryMB: { peakRss: MB(process.resourceUsage().maxRSS * 1024), peakHeapUsed: MB(peakHeap) },
  bankFirstView: {
    code: largest.code,
    papers: largest.papers.length,
    questions: largest.questions.length,
    ...served(bankFile(largest.code)),
    parseMs: Math.round(parseTimes[2]! * 10) / 10,
  },
  questionLinkFirstView: sum([
    served(questionShardFile(largest.questions[0]!.id)),
    served(bankFile(largest.code)),
  ]),
  offline: { files: offlineFiles.length, ...sum(offlineFiles.map(served)) },
  offlineOneCourse: { files: oneCourseFiles.length, ...sum(oneCourseFiles.map(served)) },
};
rmSync(outDir, { recursive: true, force: true });

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = ({ raw, gzip, brotli }: { raw: number; gzip: number; brotli: number }) =>
  `${KB(brotli)} brotli, ${KB(gzip)} gzip (${KB(raw)} raw)`;
log(
  `${results.papers} papers, ${results.courses} courses: ${questions} questions, ${results.groups} groups, ${results.whole} papers kept whole`,
);
log(
  `build ${(total / 1000).toFixed(1)} s (generate + cut ${(results.ms.generateAndCut / 1000).toFixed(1)} s, group ${(results.ms.group / 1000).toFixed(1)} s, write ${(results.ms.write / 1000).toFixed(1)} s), ${results.ms.per1000Papers} ms per 1 000 papers`,
);
log(
  `CPU ${(results.cpuMs.total / 1000).toFixed(1)} s (generate + cut ${(results.cpuMs.generateAndCut / 1000).toFixed(1)} s, group ${(results.cpuMs.group / 1000).toFixed(1)} s, write ${(results.cpuMs.write / 1000).toFixed(1)} s)`,
);
log(
  `peak memory: rss ${results.memoryMB.peakRss} MB, heapUsed ${results.memoryMB.peakHeapUsed} MB`,
);
log(
  `bank first view (${largest.code}, ${largest.papers.length} papers, ${largest.questions.length} questions): ${sizes(results.bankFirstView)}`,
);
log(`bank parse and check (Node, full speed): ${results.bankFirstView.parseMs} ms`);
log(`question link first view (id shard + bank): ${sizes(results.questionLinkFirstView)}`);
log(`offline, every bank (${offlineFiles.length} files): ${sizes(results.offline)}`);
log(
  `offline, one saved paper's course (${oneCourseFiles.length} files): ${sizes(results.offlineOneCourse)}`,
);
const file = join(__dirname, '../results/questions-scale.json');
mkdirSync(join(__dirname, '../results'), { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`wrote ${file}`);
