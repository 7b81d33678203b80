import type { ExamKind } from '@vithelper/contracts/papers/paths';
import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';

/** A question as the bank lists it: once, with every paper that asked it (oldest first). */
export type BankEntry = { id: string; questions: BankQuestion[]; topics: string[] };

/** Every question of the bank, the repeated ones as one entry; most asked first, then oldest first. */
export function bankEntries(bank: CourseBank): BankEntry[] {
  const byId = new Map(bank.questions.map((question) => [question.id, question]));
  const grouped = new Set<string>();
  const entries: BankEntry[] = [];
  for (const group of bank.groups) {
    const questions = group.questions.flatMap((id) => byId.get(id) ?? []);
    if (questions.length === 0) continue;
    for (const question of questions) grouped.add(question.id);
    entries.push({ id: group.id, questions, topics: group.topics });
  }
  for (const question of bank.questions) {
    if (!grouped.has(question.id))
      entries.push({ id: question.id, questions: [question], topics: [] });
  }
  const order = new Map(bank.questions.map((question, index) => [question.id, index]));
  return entries.sort(
    (a, b) =>
      b.questions.length - a.questions.length ||
      order.get(a.questions[0]!.id)! - order.get(b.questions[0]!.id)!,
  );
}

/** The entry that holds a question. */
export const entryOf = (bank: CourseBank, id: string): BankEntry | undefined =>
  bankEntries(bank).find((entry) => entry.questions.some((question) => question.id === id));

export type BankFilter = { kind: ExamKind | ''; marks: number | null; query: string };

/** The entries with a question of that exam and those marks whose text or topic has every word. */
export function filterEntries(
  entries: readonly BankEntry[],
  filter: BankFilter,
): readonly BankEntry[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 && !filter.kind && filter.marks === null) return entries;
  return entries.filter((entry) => {
    const text =
      `${entry.topics.join(' ')} ${entry.questions.map((q) => q.text).join(' ')}`.toLowerCase();
    return (
      words.every((word) => text.includes(word)) &&
      entry.questions.some(
        (question) =>
          (!filter.kind || question.kind === filter.kind) &&
          (filter.marks === null || question.marks === filter.marks),
      )
    );
  });
}
