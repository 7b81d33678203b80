/**
 * npm run bench:check: reads bench/results/latest.json (written by npm run bench) and
 * bench/results/search.json and inside-papers.json (written by npm run bench:search) and
 * bench/results/moderate.json (npm run bench:moderate) and bench/results/questions.json (npm run
 * bench:questions) and bench/results/questions-scale.json (npm run bench:questions-scale) and
 * bench/results/practice.json (npm run bench:practice), prints
 * each budget of
 * bench/budgets.json as PASS/FAIL with the figure and the miss, exits 1 if any budget is
 * missed or its figure is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { round } from './lib/stats';
import type { BenchResults } from './run';
import type { SearchResults } from './search';
import type { InsidePapersResults } from './lib/inside-papers';
import type { ContributeResults } from './contribute';
import type { QuestionsResults } from './questions/run';
import type { QuestionsScaleResults } from './questions/scale';
import type { BankViewResults } from './questions/bank-view';
import type { PracticeResults } from './practice';
import { sectionFirstVisitJsKB } from './lib/sections';
import { machineLine } from './lib/machine';
import { paperLinkSettings, paperLinkSetup, type PaperLinkResults } from './lib/paper-link';

/** bench/budgets.json: sizes in KB, times in ms. */
type Budgets = {
  loaderPaintsFromHtml: boolean;
  firstViewJsKB: number;
  firstViewRemoteRequests: number;
  sectionFirstVisitJsKB: number;
  storageChunkBeforePdf: number;
  lighthouse: { pages: string[]; performanceMin: number; accessibilityMin: number };
  scale100xCat1VisibleAfterDataMs: number;
  /** Content data requested before the first view's content showed, at 100× (/ and /cat1papers). */
  scale100xFirstViewDataKB: number;
  /** JS heap once /cat1papers shows its whole list, at 100×. */
  scale100xCat1HeapMB: number;
  /** The lowest Lighthouse performance score of /cat1papers at 100×. */
  scale100xLighthouseCat1PerformanceMin: number;
  /** /cat1papers at 4× CPU, 100× content over 1×: its first screen, then its whole list. */
  scale100xCat1OverX1Max: { firstScreen: number; wholeList: number };
  firstViewJsBeforeContentKB: number;
  firstViewJsFirst10sKB: number;
  contentDataKB: number;
  warmWorkerCat1ContentMs: Record<string, number>;
  offlineRoutesMin: number;
  /** "Open a paper's link": first PDF page / list shown, in every setting. */
  paperLinkFirstPdfPageOverListMax: number;
  /** npm run bench:contribute, at 4× CPU: the section's first visit (before any OCR) and prefill times. */
  contributeFirstVisitJsKB: number;
  contributePrefillTextPdfMs: number;
  contributePrefillPhotoMs: number;
  /** Main-thread work per keystroke on /cat1papers (wall clock, from the trace), p95 at this many papers. */
  searchKeystrokeWorkP95Ms: { papers: number; nextPaint: number; listSettled: number };
  /** A moderator's Approve → the paper listed in another open tab (npm run bench:moderate), slowest run. */
  moderateApproveToListedMs: number;
  /** Search inside the papers' text at this many papers (bench/lib/inside-papers.ts). */
  insidePapers: { papers: number; firstQueryKB: number; warmQueryP95Ms: number; offlineMB: number };
  /** Practice (npm run bench:practice, 4× CPU): the next card after a rating, the view's bytes. */
  practice: { cards: number; nextCardP95Ms: number; practiceViewKB: number };
  /** Cutting and grouping the labelled papers of bench/questions/ (npm run bench:questions), 0–1. */
  questions: {
    textCutMin: number;
    photoCutMin: number;
    groupPrecisionMin: number;
    groupRecallMin: number;
    /** The question bank at this many papers (npm run bench:questions-scale), KB as served (gzip). */
    scale: {
      papers: number;
      bankFirstViewKB: number;
      questionLinkFirstViewKB: number;
      offlineMB: number;
      buildMsPer1000Papers: number;
    };
    /** A bank of this many papers opened from its link at 4× CPU, warm (npm run bench:questions-bank-view). */
    bankView: { papers: number; firstQuestionsWarm4xMs: number };
  };
  /** A question with 50 answers full of math and 3 photos (npm run bench:answers). */
  answers: {
    /** KB served between the question on screen and its first answer shown (its text). */
    firstAnswerKB: number;
    /** KB served until that answer is drawn with its math: KaTeX's chunk is most of it. */
    firstAnswerWithMathKB: number;
    /** From the first answer shown to all 50 drawn with their math, at 4× CPU. */
    allDrawnMs: number;
    /** A vote in one tab → the new score in another open tab, slowest run. */
    voteRoundTripMs: number;
  };
};

const here = __dirname;
const budgets: Budgets = JSON.parse(fs.readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const resultsFile = path.join(here, 'results/latest.json');
if (!fs.existsSync(resultsFile)) {
  console.error('No bench/results/latest.json: run `npm run bench` first.');
  process.exit(1);
}
const r: BenchResults = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
/** [holds, budget, figure, miss] */
const rows: [boolean, string, string, string][] = [];

/** figure <= max (or >= min): records PASS/FAIL and by how much it misses. */
function atMost(name: string, figure: number | null | undefined, max: number, unit = '') {
  const ok = figure != null && figure <= max;
  rows.push([
    ok,
    name,
    `${figure}${unit} (budget ≤ ${max}${unit})`,
    ok || figure == null ? '' : `over by ${round(figure - max)}${unit}`,
  ]);
}
function atLeast(name: string, figure: number | null | undefined, min: number, unit = '') {
  const ok = figure != null && figure >= min;
  rows.push([
    ok,
    name,
    `${figure}${unit} (budget ≥ ${min}${unit})`,
    ok || figure == null ? '' : `short by ${round(min - figure)}${unit}`,
  ]);
}
const kb = (bytes: number) => round(bytes / 1024);

if (budgets.loaderPaintsFromHtml) {
  const ok = r.noScript?.fcpWithoutScript === true && r.noScript?.loaderInHtml === true;
  rows.push([
    ok,
    'loader paints from the HTML alone (JavaScript disabled)',
    `first contentful paint without script: ${r.noScript?.fcpWithoutScript}, loader in index.html: ${r.noScript?.loaderInHtml}`,
    '',
  ]);
}
atMost('first view of / — compressed JS', kb(r.home.js), budgets.firstViewJsKB, ' KB');
atMost(
  'first view of / — requests to remote ports',
  r.homeRemoteRequests,
  budgets.firstViewRemoteRequests,
);
for (const [name, js] of sectionFirstVisitJsKB(r.sections)) {
  atMost(`first visit of ${name} adds — compressed JS`, js, budgets.sectionFirstVisitJsKB, ' KB');
}
const storage =
  r.homeStorageChunks + Object.values(r.sections).reduce((n, s) => n + s.addedStorageChunks, 0);
atMost(
  'Firebase Storage chunks fetched before a PDF is opened',
  storage,
  budgets.storageChunkBeforePdf,
);
for (const page of budgets.lighthouse.pages) {
  const lh = r.lighthouse?.[page];
  atLeast(
    `Lighthouse performance ${page}, lowest of ${lh?.performanceRuns?.length ?? 0} runs (${lh?.performanceRuns?.join(', ') ?? 'none'})`,
    lh?.performanceMin,
    budgets.lighthouse.performanceMin,
  );
  atLeast(
    `Lighthouse accessibility ${page}`,
    lh?.accessibility,
    budgets.lighthouse.accessibilityMin,
  );
}
atMost(
  'first view of / — compressed JS before content visible',
  r.firstView ? kb(r.firstView.jsBeforeContent) : null,
  budgets.firstViewJsBeforeContentKB,
  ' KB',
);
atMost(
  'first view of / — compressed JS in the first 10 s',
  r.firstView ? kb(r.firstView.jsFirst10s) : null,
  budgets.firstViewJsFirst10sKB,
  ' KB',
);
atMost(
  'first view of / — content data (six reads)',
  r.firstView ? kb(r.firstView.contentData) : null,
  budgets.contentDataKB,
  ' KB',
);
for (const [setting, max] of Object.entries(budgets.warmWorkerCat1ContentMs)) {
  atMost(
    `warm worker, /cat1papers content visible (${setting})`,
    r.warm?.[setting] ?? null,
    max,
    ' ms',
  );
}
// Not a budget of its own: what the student sees first is the figure above.
const appDrawn = Object.keys(budgets.warmWorkerCat1ContentMs)
  .map((setting) => `${setting} ${r.warm?.[`${setting} app`] ?? '—'} ms`)
  .join(', ');
const warmNote = `NOTE  warm worker, /cat1papers drawn by the app itself (after the kept first screen): ${appDrawn}`;
const offlineRoutes = Object.entries(r.offline ?? {});
atLeast(
  'offline pass: routes with content visible (of all routes)',
  offlineRoutes.length ? offlineRoutes.filter(([, ok]) => ok).length : null,
  offlineRoutes.length || budgets.offlineRoutesMin,
);
// npm run bench:paper-link writes its own file; the newer of it and latest.json's figures counts.
const paperLinkFile = path.join(here, 'results/paper-link.json');
const paperLinkAlone: { date: string; paperLink: PaperLinkResults } | null = fs.existsSync(
  paperLinkFile,
)
  ? JSON.parse(fs.readFileSync(paperLinkFile, 'utf8'))
  : null;
const paperLink =
  paperLinkAlone && (!r.paperLink || paperLinkAlone.date > r.date)
    ? { date: paperLinkAlone.date, figures: paperLinkAlone.paperLink }
    : { date: r.date, figures: r.paperLink };
for (const setting of paperLinkSettings(paperLinkSetup().shippedDelayMs)) {
  atMost(
    `open a paper's link (${setting}): first PDF page / list shown [${paperLink.date}]`,
    paperLink.figures?.[setting]?.ratio,
    budgets.paperLinkFirstPdfPageOverListMax,
  );
}
const cat1 = r.scales?.[100]?.['cat1@4x'];
atMost(
  '100× content, 4× CPU: /cat1papers list visible after the data arrived',
  cat1?.dataArrived != null ? round(cat1.content - cat1.dataArrived) : null,
  budgets.scale100xCat1VisibleAfterDataMs,
  ' ms',
);
// npm run bench:scale-ratio writes its own file; the newer of it and latest.json's figures counts.
const scaleRatioFile = path.join(here, 'results/scale-ratio.json');
const scaleRatioAlone: Pick<BenchResults, 'date' | 'scales'> | null = fs.existsSync(scaleRatioFile)
  ? JSON.parse(fs.readFileSync(scaleRatioFile, 'utf8'))
  : null;
const scaleRatio =
  scaleRatioAlone && (!r.scales?.[100] || scaleRatioAlone.date > r.date) ? scaleRatioAlone : r;
const overX1 = (figure: 'content' | 'whole') => {
  const at1 = scaleRatio.scales?.[1]?.['cat1@4x']?.[figure];
  const at100 = scaleRatio.scales?.[100]?.['cat1@4x']?.[figure];
  return at100 != null && at1 ? round(at100 / at1, 2) : null;
};
atMost(
  `100× content, 4× CPU: /cat1papers first screen, × its time at 1× [${scaleRatio.date}]`,
  overX1('content'),
  budgets.scale100xCat1OverX1Max.firstScreen,
);
atMost(
  `100× content, 4× CPU: /cat1papers whole list, × its time at 1× [${scaleRatio.date}]`,
  overX1('whole'),
  budgets.scale100xCat1OverX1Max.wholeList,
);

const practiceFile = path.join(here, 'results/practice.json');
const practice: PracticeResults | null = fs.existsSync(practiceFile)
  ? JSON.parse(fs.readFileSync(practiceFile, 'utf8'))
  : null;
// Figures taken with another number of cards do not stand for the budget's.
const practiceAtSize = practice?.cards === budgets.practice.cards ? practice : null;
const practiceNote = practice
  ? ` [bench:practice of ${practice.date}, ${practice.cards} cards]`
  : ' [no bench/results/practice.json]';
atMost(
  `practice, ${budgets.practice.cards} cards, 4× CPU: next card after a rating, p95${practiceNote}`,
  practiceAtSize?.nextCardP95Ms,
  budgets.practice.nextCardP95Ms,
  ' ms',
);
const practiceView = practice?.practiceViewBytes;
atMost(
  `practice view beyond the course's bank — compressed JS and CSS${practiceNote}`,
  practiceView ? kb(practiceView.js + practiceView.css) : null,
  budgets.practice.practiceViewKB,
  ' KB',
);
const practiceSyncNote = practice
  ? `NOTE  practice sync of ${practice.sync.reviews} reviews from two devices: merge ${practice.sync.mergeMs} ms, ${kb(practice.sync.bytes)} KB as JSON, ${kb(practice.sync.gzipBytes)} KB gzip${practiceNote}`
  : `NOTE  practice sync: no figures${practiceNote}`;

const contributeFile = path.join(here, 'results/contribute.json');
const contribute: ContributeResults | null = fs.existsSync(contributeFile)
  ? JSON.parse(fs.readFileSync(contributeFile, 'utf8'))
  : null;
const contributeNote = contribute
  ? ` [bench:contribute of ${contribute.date}]`
  : ' [no bench/results/contribute.json]';
atMost(
  `first visit of contribute adds — compressed JS, before OCR${contributeNote}`,
  contribute?.firstVisitJs == null ? null : kb(contribute.firstVisitJs),
  budgets.contributeFirstVisitJsKB,
  ' KB',
);
atMost(
  `contribute: details from a PDF with text, 4× CPU${contributeNote}`,
  contribute?.prefillTextPdfMs,
  budgets.contributePrefillTextPdfMs,
  ' ms',
);
atMost(
  `contribute: details from a one-page phone photo (OCR), 4× CPU${contributeNote}`,
  contribute?.prefillPhotoMs,
  budgets.contributePrefillPhotoMs,
  ' ms',
);
const scale100x = r.scale100x;
for (const page of ['/', '/cat1papers'] as const) {
  const view = scale100x?.firstView[page];
  atMost(
    `100× content, first view of ${page}: content data before the content showed`,
    view ? kb(view.contentDataBeforeContent) : null,
    budgets.scale100xFirstViewDataKB,
    ' KB',
  );
}
atMost(
  '100× content: JS heap once /cat1papers shows its whole list',
  cat1?.heapMB,
  budgets.scale100xCat1HeapMB,
  ' MB',
);
const lh100 = scale100x?.lighthouseCat1;
atLeast(
  `100× content: Lighthouse performance /cat1papers, lowest of ${lh100?.performanceRuns?.length ?? 0} runs (${lh100?.performanceRuns?.join(', ') ?? 'none'})`,
  lh100?.performanceMin,
  budgets.scale100xLighthouseCat1PerformanceMin,
);
const offline100 = Object.entries(scale100x?.offline ?? {});
atLeast(
  `100× content, offline pass: routes with content visible (offline copy ${scale100x?.offlineStorageMB ?? '—'} MB)`,
  offline100.length ? offline100.filter(([, ok]) => ok).length : null,
  offline100.length || budgets.offlineRoutesMin,
);
for (const failed of r.failedSteps ?? []) console.log(`NOTE  not measured — ${failed}`);

const searchFile = path.join(here, 'results/search.json');
const search: SearchResults | null = fs.existsSync(searchFile)
  ? JSON.parse(fs.readFileSync(searchFile, 'utf8'))
  : null;
const { papers, nextPaint, listSettled } = budgets.searchKeystrokeWorkP95Ms;
// A run typed at another CPU (BENCH_SEARCH_CPU) is not the budget's: its figures count as missing.
const typed = search?.cpu ? undefined : search?.sizes[String(papers)]?.virtualized;
const searchNote = !search
  ? ' [no bench/results/search.json]'
  : search.cpu
    ? ` [bench:search of ${search.date} at ${search.cpu}× CPU: run it at 1×]`
    : ` [bench:search of ${search.date}]`;
atMost(
  `search, ${papers} papers: keystroke → next paint, work p95${searchNote}`,
  typed?.work.nextPaint.p95,
  nextPaint,
  ' ms',
);
atMost(
  `search, ${papers} papers: keystroke → list settled, work p95${searchNote}`,
  typed?.work.settled.p95,
  listSettled,
  ' ms',
);

const moderateFile = path.join(here, 'results/moderate.json');
const moderate: { date: string; moderate: { worstMs: number } } | null = fs.existsSync(moderateFile)
  ? JSON.parse(fs.readFileSync(moderateFile, 'utf8'))
  : null;
atMost(
  `Approve → listed in another open tab, slowest run${moderate ? ` [bench:moderate of ${moderate.date}]` : ' [no bench/results/moderate.json]'}`,
  moderate?.moderate.worstMs,
  budgets.moderateApproveToListedMs,
  ' ms',
);
const insideFile = path.join(here, 'results/inside-papers.json');
const inside: InsidePapersResults | null = fs.existsSync(insideFile)
  ? JSON.parse(fs.readFileSync(insideFile, 'utf8'))
  : null;
const insideBudget = budgets.insidePapers;
const insideFigures = inside?.sizes[String(insideBudget.papers)];
const insideNote = inside
  ? ` [bench:search of ${inside.date}]`
  : ' [no bench/results/inside-papers.json]';
const insideName = `inside papers, ${insideBudget.papers} papers`;
atMost(
  `${insideName}: bytes of a first query${insideNote}`,
  insideFigures?.firstQueryKB,
  insideBudget.firstQueryKB,
  ' KB',
);
atMost(
  `${insideName}: query p95, warm${insideNote}`,
  insideFigures?.warmP95Ms,
  insideBudget.warmQueryP95Ms,
  ' ms',
);
atMost(
  `${insideName}: offline download, packed${insideNote}`,
  insideFigures?.offlinePackedMB,
  insideBudget.offlineMB,
  ' MB',
);

const questionsFile = path.join(here, 'results/questions.json');
const questions: QuestionsResults | null = fs.existsSync(questionsFile)
  ? JSON.parse(fs.readFileSync(questionsFile, 'utf8'))
  : null;
const questionsNote = questions
  ? ` [bench:questions of ${questions.date}]`
  : ' [no bench/results/questions.json]';
const lower = (score: { precision: number; recall: number } | undefined) =>
  score ? Math.min(score.precision, score.recall) : null;
atLeast(
  `questions cut from text PDFs, lower of precision and recall${questionsNote}`,
  lower(questions?.text),
  budgets.questions.textCutMin,
);
atLeast(
  `questions cut from photographed pages (OCR), lower of precision and recall${questionsNote}`,
  lower(questions?.photo),
  budgets.questions.photoCutMin,
);
atLeast(
  `questions grouped across papers, precision${questionsNote}`,
  questions?.groups.precision,
  budgets.questions.groupPrecisionMin,
);
atLeast(
  `questions grouped across papers, recall${questionsNote}`,
  questions?.groups.recall,
  budgets.questions.groupRecallMin,
);

const scaleFile = path.join(here, 'results/questions-scale.json');
const scale: QuestionsScaleResults | null = fs.existsSync(scaleFile)
  ? JSON.parse(fs.readFileSync(scaleFile, 'utf8'))
  : null;
const scaleBudget = budgets.questions.scale;
// Figures taken at another count of papers (a quick run with --papers) do not stand for the budget's.
const atScale = scale?.papers === scaleBudget.papers ? scale : null;
const scaleNote = scale
  ? ` [bench:questions-scale of ${scale.date}, ${scale.papers} papers]`
  : ' [no bench/results/questions-scale.json]';
const scaleName = `question bank, ${scaleBudget.papers} papers`;
atMost(
  `${scaleName}: a bank's first view, gzip${scaleNote}`,
  atScale && kb(atScale.bankFirstView.gzip),
  scaleBudget.bankFirstViewKB,
  ' KB',
);
atMost(
  `${scaleName}: a question link's first view (id shard + bank), gzip${scaleNote}`,
  atScale && kb(atScale.questionLinkFirstView.gzip),
  scaleBudget.questionLinkFirstViewKB,
  ' KB',
);
atMost(
  `${scaleName}: every bank and id shard kept offline, gzip${scaleNote}`,
  atScale && round(atScale.offline.gzip / 1024 / 1024),
  scaleBudget.offlineMB,
  ' MB',
);
atMost(
  `${scaleName}: build time per 1 000 papers${scaleNote}`,
  atScale?.ms.per1000Papers,
  scaleBudget.buildMsPer1000Papers,
  ' ms',
);

const bankViewFile = path.join(here, 'results/questions-bank-view.json');
const bankView: BankViewResults | null = fs.existsSync(bankViewFile)
  ? JSON.parse(fs.readFileSync(bankViewFile, 'utf8'))
  : null;
const bankViewBudget = budgets.questions.bankView;
atMost(
  `a ${bankViewBudget.papers}-paper bank's link to its first questions at 4× CPU, warm, slowest run` +
    (bankView
      ? ` [bench:questions-bank-view of ${bankView.date}, ${bankView.papers} papers]`
      : ' [no bench/results/questions-bank-view.json]'),
  bankView && bankView.papers >= bankViewBudget.papers && bankView.cpu === 4
    ? bankView.warmMax
    : null,
  bankViewBudget.firstQuestionsWarm4xMs,
  ' ms',
);

const answersFile = path.join(here, 'results/answers.json');
const answers: {
  date: string;
  answers: {
    firstAnswerKB: number;
    drawnWithMathKB: number;
    firstToAllDrawnMs: number;
    voteRoundTrip: { worstMs: number };
  };
} | null = fs.existsSync(answersFile) ? JSON.parse(fs.readFileSync(answersFile, 'utf8')) : null;
const answersNote = answers
  ? ` [bench:answers of ${answers.date}]`
  : ' [no bench/results/answers.json]';
atMost(
  `Answers: KB past the question to its first answer shown${answersNote}`,
  answers?.answers.firstAnswerKB,
  budgets.answers.firstAnswerKB,
  ' KB',
);
atMost(
  `Answers: KB past the question to its first answer drawn with math${answersNote}`,
  answers?.answers.drawnWithMathKB,
  budgets.answers.firstAnswerWithMathKB,
  ' KB',
);
atMost(
  `Answers: all 50 drawn with math after the first, 4× CPU${answersNote}`,
  answers?.answers.firstToAllDrawnMs,
  budgets.answers.allDrawnMs,
  ' ms',
);
atMost(
  `Answers: a vote → the score in another open tab, slowest run${answersNote}`,
  answers?.answers.voteRoundTrip.worstMs,
  budgets.answers.voteRoundTripMs,
  ' ms',
);

for (const [ok, name, figure, miss] of rows)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${figure}${miss ? ` — ${miss}` : ''}`);
console.log(warmNote);
console.log(practiceSyncNote);
// Rounds on two machines are compared only after this line: docs/performance.md, "The machine a round ran on".
console.log(
  `NOTE  machine of npm run bench: ${r.machine ? machineLine(r.machine) : 'not recorded'}`,
);
const failed = rows.filter(([ok]) => !ok).length;
console.log(`\n${rows.length - failed} of ${rows.length} budgets hold (results of ${r.date}).`);
process.exit(failed ? 1 : 0);
