/**
 * The same question across a course's papers (docs/questions.md, "Grouping"). Every pair of
 * questions from different papers that can reach the threshold (./group-candidates.ts finds them
 * without trying every pair) is scored (./similarity.ts); pairs at or above the threshold
 * join their groups, best pairs first, unless the join would put two questions of one paper in a
 * group: a paper never asks the same question twice, so that join is two questions on one topic.
 */
import { forEachCandidate } from './group-candidates';
import { groupIdFor } from './ids';
import { profiles, similarity } from './similarity';
import type { Question } from './types';

export type Group = { id: string; members: string[] };

export type GroupOptions = {
  /** The groups of the last run: a group keeps the id of the old group it shares most members with. */
  previous?: readonly Group[];
  /** Lowest score that makes two questions the same (0.6 by default; docs/questions.md says why). */
  threshold?: number;
};

export const SAME_QUESTION = 0.6;
/**
 * Two parts are the same only inside the same question: what their questions print before them
 * (the stem, the earlier parts) must score this much too, so "(b) Illustrate with an example of your own"
 * under two different (a)s stays apart.
 */
const SAME_CONTEXT = 0.35;

/** A part's own text, or with its stem when the part alone says little ("(b) Prove it."). */
const groupingText = (question: Question): string =>
  question.text.split(/\s+/).length < 6 && question.stem
    ? `${question.stem} ${question.text}`
    : question.text;

/** Groups of two or more questions, in the order of their earliest member; members in input order. */
export function groupQuestions(
  questions: readonly Question[],
  options: GroupOptions = {},
): Group[] {
  const threshold = options.threshold ?? SAME_QUESTION;
  const scored = profiles(questions.map(groupingText));
  // A part's context: what its question printed before it, the stem and the earlier parts (its own
  // text for a first part): "(b) Compare it with…" means what its (a) asked.
  const numberOf = (q: Question) => `${q.paper}#${q.path[0] ?? q.id}`;
  const wholes = new Map<string, Question[]>();
  for (const q of questions) wholes.set(numberOf(q), [...(wholes.get(numberOf(q)) ?? []), q]);
  const contexts = profiles(
    questions.map(
      (q) =>
        wholes
          .get(numberOf(q))!
          .slice(0, wholes.get(numberOf(q))!.indexOf(q))
          .map((other) => other.text)
          .join(' ') || q.text,
    ),
  );
  const pairs: Array<[number, number, number]> = [];
  forEachCandidate(scored, threshold, (a, b) => {
    const [x, y] = [questions[a]!, questions[b]!];
    if (x.paper === y.paper) return;
    const score = similarity(scored[a]!, scored[b]!);
    if (score < threshold) return;
    const parts = x.path.length > 1 || y.path.length > 1;
    if (parts && similarity(contexts[a]!, contexts[b]!) < SAME_CONTEXT) return;
    pairs.push([score, a, b]);
  });
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);

  const root = questions.map((_, index) => index);
  const papers = questions.map((question) => new Set([question.paper]));
  const find = (index: number): number => {
    while (root[index] !== index) index = root[index] = root[root[index]!]!;
    return index;
  };
  for (const [, a, b] of pairs) {
    const [x, y] = [find(a), find(b)].sort((p, q) => p - q) as [number, number];
    if (x === y || [...papers[y]!].some((paper) => papers[x]!.has(paper))) continue;
    root[y] = x;
    for (const paper of papers[y]!) papers[x]!.add(paper);
  }
  const members = new Map<number, string[]>();
  questions.forEach((question, index) => {
    const list = members.get(find(index)) ?? [];
    list.push(question.id);
    members.set(find(index), list);
  });
  const groups = [...members.values()].filter((list) => list.length > 1);
  return nameGroups(groups, options.previous ?? []);
}

/**
 * Ids for groups: the id of the previous group sharing the most members (each old id used once,
 * the largest overlaps first), else one made from the group's earliest member.
 */
export function nameGroups(groups: readonly string[][], previous: readonly Group[]): Group[] {
  const overlaps: Array<[number, number, number]> = [];
  groups.forEach((members, index) => {
    const mine = new Set(members);
    previous.forEach((old, oldIndex) => {
      const shared = old.members.filter((id) => mine.has(id)).length;
      if (shared > 0) overlaps.push([shared, index, oldIndex]);
    });
  });
  overlaps.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const ids = new Map<number, string>();
  const used = new Set<number>();
  for (const [, index, oldIndex] of overlaps) {
    if (ids.has(index) || used.has(oldIndex)) continue;
    ids.set(index, previous[oldIndex]!.id);
    used.add(oldIndex);
  }
  const taken = new Set(ids.values());
  return groups.map((members, index) => {
    let id = ids.get(index) ?? groupIdFor(members[0]!);
    // A new group whose earliest member once named a group that still lives under its old id.
    for (let salt = 1; !ids.has(index) && taken.has(id); salt += 1)
      id = groupIdFor(`${members[0]}~${salt}`);
    taken.add(id);
    return { id, members };
  });
}
