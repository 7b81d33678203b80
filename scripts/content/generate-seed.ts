/**
 * Builds content/seed.json (a Realtime Database export) from the hand-written lists in ./data.
 * Deterministic: a seeded PRNG picks slots and years, so re-running produces the same file and the
 * committed JSON only changes when the data lists do.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { COURSES } from './data/courses';
import { FAQS } from './data/faqs';
import { MATERIALS } from './data/materials';
import type { PlacementSource } from './data/placement-source';
import { PLACEMENTS_A } from './data/placements-a';
import { PLACEMENTS_B } from './data/placements-b';
import { NO_SLOT_SHARE, PAPER_COUNTS, SLOTS, YEARS } from './data/slots';
import { SEED_FILE } from './paths';
import { createPrng, type Prng } from './prng';
import {
  renderSampleSubmission,
  SAMPLE_STUDENT_UID,
  SAMPLE_SUBMISSIONS,
  sampleUploadPath,
} from './data/sample-submissions';
import {
  SAMPLE_INBOX,
  SAMPLE_INBOX_READ,
  SAMPLE_REPORTERS,
  SAMPLE_REPORTS,
  SAMPLE_REQUESTS,
} from './data/sample-feedback';
import { SAMPLE_PRACTICE } from './data/sample-practice';
import { SAMPLE_EXAM_TIMETABLE } from './data/sample-timetable';
import {
  SAMPLE_ANSWER_CREDITS,
  SAMPLE_ANSWER_KEYS,
  SAMPLE_ANSWER_VOTES,
  SAMPLE_ANSWERS,
  SAMPLE_EXPERTS,
  SAMPLE_OFFICIAL_ANSWERS,
  SAMPLE_VERIFIED_ANSWERS,
} from './data/sample-answers';

type ExamKind = keyof typeof PAPER_COUNTS;
type Children<T> = Record<string, T>;

/** Tag used inside file names; matches how students label papers ("CSE2004_CAT1_B1_2020"). */
const KIND_TAG: Record<ExamKind, string> = { cat1: 'CAT1', cat2: 'CAT2', fat: 'FAT' };
/** The original spec assumes exactly 18 placement entries (list pages index 0 to 17). */
const PLACEMENT_COUNT = 18;

/** Push-id-looking keys: they sort in creation order like real ones and never change between runs. */
const key = (tag: string, index: number): string =>
  `-N1${tag}-${String(index + 1).padStart(4, '0')}`;

type PaperRecord = {
  name: [string, string, string] | [string, string];
  file_name: string;
};

function buildPapers(kind: ExamKind): Children<PaperRecord> {
  const rng = createPrng(`papers:${kind}`);
  const papers: Children<PaperRecord> = {};
  const usedFileNames = new Set<string>();
  while (usedFileNames.size < PAPER_COUNTS[kind]) {
    const course = rng.pick(COURSES);
    const year = rng.pick(YEARS);
    const slot = rng.next() < NO_SLOT_SHARE ? undefined : rng.pick(SLOTS);
    // '+' is dropped from file names: it means a space in URL query strings and breaks lookups.
    const parts = [course.code, KIND_TAG[kind], slot?.replace(/\+/g, ''), String(year)];
    const fileName = parts.filter(Boolean).join('_');
    // The same course, slot and year can only have one paper per exam; draw again on a repeat.
    if (usedFileNames.has(fileName)) continue;
    const index = usedFileNames.size;
    usedFileNames.add(fileName);
    papers[key(kind, index)] = {
      name: slot ? [course.name, course.code, slot] : [course.name, course.code],
      file_name: fileName,
    };
  }
  return papers;
}

const DRIVE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Drive folder ids are 33 characters starting with "1"; these are random and point nowhere. */
function driveFolderLink(rng: Prng): string {
  let id = '1';
  for (let i = 0; i < 32; i += 1) id += rng.pick([...DRIVE_ID_CHARS]);
  return `https://drive.google.com/drive/folders/${id}`;
}

function buildMaterials(): Children<{ name: string; comments: [string, string] }> {
  const rng = createPrng('materials');
  return Object.fromEntries(
    MATERIALS.map((material, index) => [
      key('mat', index),
      {
        name: material.name,
        comments: [material.instructions, material.link ?? driveFolderLink(rng)],
      },
    ]),
  );
}

function buildFaqs(): Children<{ question: string; answer: string }> {
  return Object.fromEntries(FAQS.map((faq, index) => [key('faq', index), { ...faq }]));
}

function buildPlacements(): Children<Record<string, unknown>> {
  const sources: PlacementSource[] = [...PLACEMENTS_A, ...PLACEMENTS_B];
  checkPlacements(sources);
  return Object.fromEntries(
    sources.map(({ rounds, ...story }, index) => [
      key('plc', index),
      {
        name: story.name,
        companyName: story.companyName,
        description: story.description,
        noOfRounds: rounds.length,
        individualDescription: [...rounds],
        preparation: story.preparation,
        date: story.date,
        advice: story.advice,
        cgpa: story.cgpa,
        branch: story.branch,
      },
    ]),
  );
}

/** Guards the promises other parts rely on, so a careless data edit fails here, not in the UI. */
function checkPlacements(sources: readonly PlacementSource[]): void {
  const fail = (message: string): never => {
    throw new Error(`placements: ${message}`);
  };
  if (sources.length !== PLACEMENT_COUNT)
    fail(`expected ${PLACEMENT_COUNT}, got ${sources.length}`);
  if (new Set(sources.map((s) => s.companyName)).size < 14)
    fail('fewer than 14 distinct companies');
  for (const s of sources) {
    const where = `${s.name} (${s.companyName})`;
    if (s.description.length < 300 || s.description.length > 900) {
      fail(`${where}: description is ${s.description.length} chars, expected 300-900`);
    }
    if (s.rounds.length < 3 || s.rounds.length > 10) fail(`${where}: ${s.rounds.length} rounds`);
    const cgpa = Number(s.cgpa);
    if (!/^\d\.\d\d$/.test(s.cgpa) || cgpa < 7.1 || cgpa > 9.8) fail(`${where}: cgpa ${s.cgpa}`);
    if (!/^[A-Z][a-z]+ 20(19|20|21)$/.test(s.date)) fail(`${where}: date ${s.date}`);
    for (const [field, value] of Object.entries(s)) {
      if (typeof value === 'string' && value.trim() === '') fail(`${where}: empty ${field}`);
    }
  }
}

/**
 * The sample student's pending submissions with their hash claims and counter, as the rules
 * require them written together (docs/contributions.md). Never imported: only the emulator reads them.
 */
async function buildSampleContributions() {
  const submissions: Children<unknown> = {};
  const hashes: Children<unknown> = {};
  const hashOwners: Children<unknown> = {};
  for (const sample of SAMPLE_SUBMISSIONS) {
    const { bytes, sha256, pages } = await renderSampleSubmission(sample);
    const { id, questions: _questions, ...details } = sample;
    submissions[id] = {
      ...details,
      sha256,
      file: sampleUploadPath(sample),
      size: bytes.length,
      pages,
      status: 'pending',
    };
    hashes[sha256] = { exam: sample.exam };
    hashOwners[sha256] = { uid: SAMPLE_STUDENT_UID, submission: id };
  }
  const last = SAMPLE_SUBMISSIONS[SAMPLE_SUBMISSIONS.length - 1];
  return {
    submissions: { [SAMPLE_STUDENT_UID]: submissions },
    hashes,
    hashOwners,
    contributors: {
      [SAMPLE_STUDENT_UID]: {
        pending: SAMPLE_SUBMISSIONS.length,
        lastAt: last?.createdAt ?? 0,
        last: last?.id ?? '',
      },
    },
  };
}

async function main(): Promise<void> {
  const seed = {
    cat1: buildPapers('cat1'),
    cat2: buildPapers('cat2'),
    fat: buildPapers('fat'),
    materials: buildMaterials(),
    faqs: buildFaqs(),
    placements: buildPlacements(),
    users: {},
    ...(await buildSampleContributions()),
    // docs/feedback.md: sample reports, requests and the sample student's inbox.
    reports: SAMPLE_REPORTS,
    reporters: SAMPLE_REPORTERS,
    requests: SAMPLE_REQUESTS,
    inbox: SAMPLE_INBOX,
    inboxRead: SAMPLE_INBOX_READ,
    // docs/practice.md: the sample student's practice of a course, with cards due.
    practice: SAMPLE_PRACTICE,
    // docs/answers.md: sample answers, votes, a verified answer and the sample expert.
    answers: SAMPLE_ANSWERS,
    answerVotes: SAMPLE_ANSWER_VOTES,
    verifiedAnswers: SAMPLE_VERIFIED_ANSWERS,
    experts: SAMPLE_EXPERTS,
    credits: SAMPLE_ANSWER_CREDITS,
    // docs/answers.md, "Official answers": a paper's answer key and one question linked to it.
    answerKeys: SAMPLE_ANSWER_KEYS,
    officialAnswers: SAMPLE_OFFICIAL_ANSWERS,
    // docs/practice.md, "The exam timetable": the sample term's; content:import leaves it out.
    examTimetable: SAMPLE_EXAM_TIMETABLE,
  };
  const json = `${JSON.stringify(seed, null, 2)}\n`;
  // Leave an unchanged file alone: its mtime is what tells generate-pdfs whether to rebuild.
  if (existsSync(SEED_FILE) && readFileSync(SEED_FILE, 'utf8') === json) {
    console.log(`content:seed: ${SEED_FILE} is already up to date`);
    return;
  }
  writeFileSync(SEED_FILE, json);
  const counts = Object.entries(seed).map(
    ([name, children]) => `${name}=${Object.keys(children).length}`,
  );
  console.log(`content:seed: wrote ${SEED_FILE} (${counts.join(', ')})`);
}

main().catch((error: unknown) => {
  console.error('content:seed failed:', error);
  process.exit(1);
});
