/**
 * Course banks from cut papers (docs/questions.md, "Course banks"): every question of a course's
 * papers, the repeated ones grouped with @vithelper/questions, in the shapes of
 * @vithelper/contracts/questions. Pure: scripts/questions/build-banks.ts reads the PDFs and writes
 * the files.
 */
import {
  toBankQuestion,
  type BankGroup,
  type CourseBank,
  type CourseList,
  type QuestionShard,
} from '@vithelper/contracts/questions';
import { questionShardFile } from '@vithelper/contracts/questions/paths';
import type { ExamKind } from '@vithelper/contracts/papers';
import { groupQuestions, type CutResult, type Group } from '@vithelper/questions';

/** A published paper and what cutting it gave. */
export type CutPaper = {
  id: string;
  kind: ExamKind;
  year: number | null;
  slot?: string;
  code: string;
  name: string;
  cut: CutResult;
};

const EXAM_ORDER: Record<ExamKind, number> = { cat1: 0, cat2: 1, fat: 2 };

/** Oldest first (an unknown year last), CAT-1 before CAT-2 before FAT, then by id: a group's earliest member names it. */
const byAge = (a: CutPaper, b: CutPaper) =>
  (a.year ?? 9999) - (b.year ?? 9999) ||
  EXAM_ORDER[a.kind] - EXAM_ORDER[b.kind] ||
  a.id.localeCompare(b.id);

/** Words that say nothing of a topic: the frame of a question and common English. */
const FRAME = new Set(
  `about above after also among answer any are based been before being below between both briefly
  can case compare consider define derive describe detail details diagram discuss does each
  example examples explain figure find following from give given have how illustrate into its
  justify list more must neat necessary note other over short should show suitable such than that
  their them then there these they this those through under using what when where which while
  with write your`.split(/\s+/),
);

/** Up to three words most of a group's questions use, most used first. */
export function topicWords(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const words = new Set(
      text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length > 3 && !FRAME.has(word)),
    );
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(texts.length / 2));
  return [...counts]
    .filter(([, count]) => count >= needed)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([word]) => word);
}

export type BuiltBanks = {
  banks: CourseBank[];
  list: CourseList;
  /** ids/<c>.json: each question's course. */
  shards: Map<string, QuestionShard>;
  /** Papers kept whole, with the reason cutting gave. */
  whole: Array<{ paper: string; kind: ExamKind; code: string; reason: string }>;
};

/**
 * One bank per course code. `previous` holds each course's groups of the last build, so a group
 * keeps its id as papers come and go (groupQuestions' `previous`).
 */
export function buildBanks(
  papers: readonly CutPaper[],
  previous: ReadonlyMap<string, readonly Group[]> = new Map(),
): BuiltBanks {
  const courses = new Map<string, CutPaper[]>();
  for (const paper of papers) {
    const list = courses.get(paper.code);
    if (list) list.push(paper);
    else courses.set(paper.code, [paper]);
  }
  const banks: CourseBank[] = [];
  const shards = new Map<string, QuestionShard>();
  const whole: BuiltBanks['whole'] = [];
  for (const code of [...courses.keys()].sort()) {
    const course = [...courses.get(code)!].sort(byAge);
    const questions = course.flatMap((paper) => paper.cut.questions);
    const texts = new Map(questions.map((question) => [question.id, question.text]));
    const groups: BankGroup[] = groupQuestions(questions, {
      previous: previous.get(code) ?? [],
    }).map((group) => ({
      id: group.id,
      questions: group.members,
      topics: topicWords(group.members.map((id) => texts.get(id) ?? '')),
    }));
    for (const paper of course) {
      if (!paper.cut.ok)
        whole.push({ paper: paper.id, kind: paper.kind, code, reason: paper.cut.reason });
    }
    // The name most of its papers give (a record may spell it differently).
    const name = mostCommon(course.map((paper) => paper.name));
    const bank: CourseBank = {
      version: 1,
      code,
      name,
      papers: course.map((paper) => ({
        id: paper.id,
        kind: paper.kind,
        year: paper.year,
        ...(paper.slot ? { slot: paper.slot } : {}),
        cut: paper.cut.ok,
        // For the moderators' "Questions that need a look" (remotes/courses, features/review).
        ...(paper.cut.ok ? {} : { reason: paper.cut.reason }),
        ...(sameCourse(paper.name, name) ? {} : { course: paper.name }),
      })),
      questions: course.flatMap((paper) =>
        paper.cut.questions.map((question) =>
          toBankQuestion({ paper: paper.id, kind: paper.kind, year: paper.year }, question),
        ),
      ),
      groups,
    };
    banks.push(bank);
    // Added to in place: copying a shard for each question made the build quadratic in the site's
    // questions (each of the 36 shards holds a 36th of them).
    for (const question of bank.questions) {
      const file = questionShardFile(question.id);
      const shard = shards.get(file);
      if (shard) shard[question.id] = code;
      else shards.set(file, { [question.id]: code });
    }
  }
  const list: CourseList = {
    version: 1,
    courses: banks.map((bank) => ({
      code: bank.code,
      name: bank.name,
      papers: bank.papers.length,
      questions: bank.questions.length,
      repeated: bank.groups.length,
    })),
  };
  return { banks, list, shards, whole };
}

/** Two spellings of one course name: case, spaces and punctuation aside. */
const sameCourse = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]+/g, '') === b.toLowerCase().replace(/[^a-z0-9]+/g, '');

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}
