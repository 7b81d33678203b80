/**
 * How a cut and grouping compare with the labels (./labels.json): the figures
 * `npm run bench:questions` prints and the differences behind them.
 */
import { cutPaper, groupQuestions, type Question, type TextItem } from '@vithelper/questions';
import type { Kind, LabelledPaper, LabelledQuestion, Labels } from './set';

/** How far (0–1 of the page's height) a question's top and bottom may be from the label's. */
const TOLERANCE: Record<Kind, number> = { text: 0.02, photo: 0.03 };

export type Score = {
  precision: number;
  recall: number;
  expected: number;
  found: number;
  cut: number;
};
export type Scores = { text: Score; photo: Score; groups: Score; differences: string[] };

const round = (value: number) => Math.round(value * 1000) / 1000;
const score = (expected: number, found: number, cut: number): Score => ({
  precision: cut ? round(found / cut) : 0,
  recall: expected ? round(found / expected) : 0,
  expected,
  found,
  cut,
});

/** Found: the number, the marks and the first page agree, top and bottom within the tolerance. */
function matches(question: Question, label: LabelledQuestion, tolerance: number): boolean {
  const first = question.regions[0];
  const last = question.regions[question.regions.length - 1];
  return (
    question.number === label.number &&
    question.marks === label.marks &&
    first?.page === label.page &&
    Math.abs(first.top - label.top) <= tolerance &&
    Math.abs((last?.bottom ?? 1) - label.bottom) <= tolerance
  );
}

const describe = (question: Question) => {
  const first = question.regions[0];
  const last = question.regions[question.regions.length - 1];
  return `${question.number} [${question.marks}] p${first?.page} ${round(first?.top ?? 0)}–${round(last?.bottom ?? 0)}`;
};

/** A group's members as pairs "a = b", the unit group precision and recall count. */
const pairs = (groups: readonly string[][]) =>
  new Set(
    groups.flatMap((members) =>
      members.flatMap((a, i) => members.slice(i + 1).map((b) => [a, b].sort().join(' = '))),
    ),
  );

export function scoreCuts(
  labels: Labels,
  itemsOf: (paper: LabelledPaper) => readonly TextItem[],
): Scores {
  const counts: Record<Kind, { expected: number; found: number; cut: number }> = {
    text: { expected: 0, found: 0, cut: 0 },
    photo: { expected: 0, found: 0, cut: 0 },
  };
  const cut = new Map<LabelledPaper, Question[]>();
  const differences: string[] = [];
  for (const paper of labels.papers) {
    const result = cutPaper(paper.id, itemsOf(paper));
    cut.set(paper, result.questions);
    const tally = counts[paper.kind];
    tally.expected += paper.questions.length;
    tally.cut += result.questions.length;
    const unmatched = [...result.questions];
    const where = `${paper.id} (${paper.kind}, ${paper.layout})`;
    for (const label of paper.questions) {
      const at = unmatched.findIndex((q) => matches(q, label, TOLERANCE[paper.kind]));
      if (at >= 0) {
        unmatched.splice(at, 1);
        tally.found += 1;
      } else
        differences.push(
          `${where}: missed ${label.number} [${label.marks}] p${label.page} ${label.top}–${label.bottom}`,
        );
    }
    for (const question of unmatched) differences.push(`${where}: cut ${describe(question)}`);
    if (!result.ok) differences.push(`${where}: gave up (${result.reason})`);
  }

  // Groups are made per course, as the site makes them.
  const found: string[][] = [];
  for (const course of new Set(labels.papers.map((paper) => paper.course))) {
    const questions = labels.papers
      .filter((paper) => paper.course === course)
      .flatMap((paper) => cut.get(paper) ?? []);
    const key = new Map(questions.map((q) => [q.id, `${q.paper}#${q.number}`]));
    for (const group of groupQuestions(questions))
      found.push(group.members.map((id) => key.get(id) ?? id));
  }
  const expectedPairs = pairs(labels.groups);
  const cutPairs = pairs(found);
  const hits = [...cutPairs].filter((pair) => expectedPairs.has(pair)).length;
  for (const pair of cutPairs) if (!expectedPairs.has(pair)) differences.push(`grouped ${pair}`);
  for (const pair of expectedPairs)
    if (!cutPairs.has(pair)) differences.push(`not grouped ${pair}`);
  return {
    text: score(counts.text.expected, counts.text.found, counts.text.cut),
    photo: score(counts.photo.expected, counts.photo.found, counts.photo.cut),
    groups: score(expectedPairs.size, hits, cutPairs.size),
    differences,
  };
}
