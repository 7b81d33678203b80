/**
 * Papers published since the build (docs/questions.md, "Papers published since the build"): the
 * questions the moderator's browser cut at approval (paperQuestions/<exam>/<paperId>,
 * @vithelper/contracts/questions/recent) added to the built bank, and the course's questions
 * grouped again with the build's own @vithelper/questions, each group keeping its id. A paper the
 * bank already has is the build's; a record that does not fit is left out. Pure.
 */
import { toBankQuestion, type BankPaper, type CourseBank } from '@vithelper/contracts/questions';
import type { ExamKind } from '@vithelper/contracts/papers';
import { paperQuestionsSchema } from '@vithelper/contracts/questions/recent';
import { groupQuestions } from '@vithelper/questions';
import { toQuestion } from './bank-questions';

/** A record as read: its exam kind, its paper's id and what is stored there. */
export type RecentRecord = { exam: ExamKind; paper: string; value: unknown };

const EXAM_ORDER: Record<ExamKind, number> = { cat1: 0, cat2: 1, fat: 2 };

/**
 * A bank of a course's papers published since the build alone, for a course the build has no bank
 * of yet (its first paper was approved after it); null when no record of the course fits.
 */
export function recentOnlyBank(
  code: string,
  name: string,
  records: readonly RecentRecord[],
): CourseBank | null {
  const empty: CourseBank = { version: 1, code, name, papers: [], questions: [], groups: [] };
  const bank = addRecentPapers(empty, records);
  return bank.papers.length > 0 ? bank : null;
}

/** The bank with the recent papers of its course added; the same bank when there are none. */
export function addRecentPapers(bank: CourseBank, records: readonly RecentRecord[]): CourseBank {
  const known = new Set(bank.papers.map((paper) => paper.id));
  const papers: BankPaper[] = [];
  const questions: CourseBank['questions'] = [];
  for (const { exam, paper: id, value } of records) {
    const parsed = paperQuestionsSchema.safeParse(value);
    if (!parsed.success || parsed.data.course !== bank.code || known.has(id)) continue;
    const record = parsed.data;
    known.add(id);
    const year = record.year ?? null;
    papers.push({
      id,
      kind: exam,
      year,
      ...(record.slot ? { slot: record.slot } : {}),
      cut: record.ok,
      ...(record.ok ? {} : { reason: record.reason }),
    });
    for (const [qid, question] of Object.entries(record.ok ? record.questions : {}))
      questions.push(
        toBankQuestion(
          { paper: id, kind: exam, year },
          {
            id: qid,
            number: question.number,
            text: question.text,
            marks: question.marks ?? null,
            regions: question.regions,
          },
        ),
      );
  }
  if (papers.length === 0) return bank;
  const all = [...bank.questions, ...questions];
  if (questions.length === 0) return { ...bank, papers: [...bank.papers, ...papers] };
  // Oldest first, as the build groups them: a new group is named after its earliest member.
  const age = (question: (typeof all)[number]) =>
    [question.year ?? 9999, EXAM_ORDER[question.kind]] as const;
  const ordered = [...all].sort((a, b) => {
    const [ya, ka] = age(a);
    const [yb, kb] = age(b);
    return ya - yb || ka - kb || a.paper.localeCompare(b.paper);
  });
  const topics = new Map(bank.groups.map((group) => [group.id, group.topics]));
  const groups = groupQuestions(ordered.map(toQuestion), {
    previous: bank.groups.map((group) => ({ id: group.id, members: group.questions })),
  }).map((group) => ({
    id: group.id,
    questions: group.members,
    topics: topics.get(group.id) ?? [],
  }));
  return { ...bank, papers: [...bank.papers, ...papers], questions: all, groups };
}
