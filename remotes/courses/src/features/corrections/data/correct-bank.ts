/**
 * A built bank with the moderators' stored corrections applied over it (docs/questions.md,
 * "Corrections in the browser"): the same merge the build would make
 * (@vithelper/questions, stored-corrections.ts), run on the bank the page already shows, so a
 * correction shows to everyone as soon as it is stored. Pure; its data comes from ./corrections-sdk.ts.
 */
import { toBankQuestion, type BankQuestion, type CourseBank } from '@vithelper/contracts/questions';
import {
  applyGroupMoves,
  applyStoredCorrections,
  groupIdFor,
  type SkippedCorrection,
} from '@vithelper/questions';
import type { CutResult } from '@vithelper/questions';
import { toQuestion } from './bank-questions';
import { addRecentPapers, type RecentRecord } from './recent-papers';

/** What the database holds for one course: each paper's corrections, and the course's group moves. */
export type StoredCourseCorrections = {
  /** questionCorrections/<exam>/<paperId>, by paper id (a paper with none may be missing). */
  papers: Record<string, unknown>;
  /** groupCorrections/<courseCode>. */
  groups: unknown;
  /** paperQuestions of the course's papers published since the build (./recent-papers.ts). */
  recent?: readonly RecentRecord[];
};

/**
 * Groups a moderator made by putting two questions together that no build grouped: every move
 * into a group this bank has not names one (its id is groupIdFor of the question picked, as
 * ./corrections-sdk.ts writes it). One left with a single member is no group (applyGroupMoves).
 */
function newGroups(bank: CourseBank, node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const known = new Set(bank.groups.map((group) => group.id));
  const named = Object.values(node as Record<string, unknown>).flatMap((value) => {
    const move = value as { move?: unknown; group?: unknown } | null;
    return move && move.move === 'in' && typeof move.group === 'string' ? [move.group] : [];
  });
  return [...new Set(named)].filter((id) => !known.has(id));
}

export type CorrectedBank = { bank: CourseBank; skipped: SkippedCorrection[]; corrected: number };

/** The bank as the stored corrections make it; the records that changed nothing, and why. */
export function correctBank(built: CourseBank, stored: StoredCourseCorrections): CorrectedBank {
  const bank = addRecentPapers(built, stored.recent ?? []);
  const skipped: SkippedCorrection[] = [];
  let corrected = 0;
  const questions: BankQuestion[] = [];
  for (const paper of bank.papers) {
    const own = bank.questions.filter((question) => question.paper === paper.id);
    const node = stored.papers[paper.id];
    const first = own[0];
    if (!first || node === undefined || node === null) {
      questions.push(...own);
      continue;
    }
    const cut: CutResult = { paper: paper.id, ok: true, questions: own.map(toQuestion) };
    const result = applyStoredCorrections(cut, node);
    skipped.push(...result.skipped);
    corrected += result.corrections.length;
    questions.push(...result.cut.questions.map((question) => toBankQuestion(first, question)));
  }
  const moved = applyGroupMoves(
    [
      ...bank.groups.map((group) => ({ ...group, members: group.questions })),
      ...newGroups(bank, stored.groups).map((id) => ({
        id,
        questions: [],
        topics: [],
        members: [],
      })),
    ],
    stored.groups,
  );
  skipped.push(...moved.skipped);
  const known = new Set(questions.map((question) => question.id));
  const groups = moved.groups
    .map(({ id, members, topics }) => ({
      id,
      questions: members.filter((member) => known.has(member)),
      topics,
    }))
    .filter((group) => group.questions.length > 1);
  return { bank: { ...bank, questions, groups }, skipped, corrected };
}

export type GroupMove = { question: string; move: 'in' | 'out'; group: string };

/**
 * The moves that make `question` the same question as `other`: into `other`'s group, or, when it
 * has none, both into a new one named after `other` (groupIdFor, as a build names a group after
 * its earliest member).
 */
export function sameQuestionMoves(bank: CourseBank, question: string, other: string): GroupMove[] {
  const group = bank.groups.find((each) => each.questions.includes(other));
  if (group) return [{ question, move: 'in', group: group.id }];
  const made = groupIdFor(other);
  return [
    { question, move: 'in', group: made },
    { question: other, move: 'in', group: made },
  ];
}
