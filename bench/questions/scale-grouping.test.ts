import { cutPaper, groupQuestions, SAME_QUESTION, type Question } from '@vithelper/questions';
import { scaleCourses, scalePaper } from './scale-papers';

/** One course of the scale bench (./scale-papers.ts), its first `papers` papers cut. */
function courseQuestions(papers: number): Question[] {
  const course = scaleCourses(2)[1]!;
  return Array.from({ length: papers }, (_, index) => {
    const { items, id } = scalePaper(course, index);
    return cutPaper(id, items).questions;
  }).flat();
}

type Visit = (a: number, b: number) => void;
type CandidateStep = (profiles: readonly unknown[], threshold: number, visit: Visit) => void;
/** groupQuestions' own candidate step (the tooling sees the package through its entry alone). */
const CANDIDATES = '../../packages/questions/src/group-candidates';

/** groupQuestions with its candidate step replaced by what `step` makes of the real one. */
function groupingWith(step: (real: CandidateStep) => CandidateStep): typeof groupQuestions {
  let grouping = groupQuestions;
  jest.isolateModules(() => {
    jest.doMock(CANDIDATES, () => ({
      forEachCandidate: step(
        jest.requireActual<{ forEachCandidate: CandidateStep }>(CANDIDATES).forEachCandidate,
      ),
    }));
    ({ groupQuestions: grouping } =
      jest.requireActual<typeof import('@vithelper/questions')>('@vithelper/questions'));
  });
  return grouping;
}

describe("grouping a course of the scale bench's papers", () => {
  const questions = courseQuestions(60);

  it('groups them as scoring every pair does, scoring a small share of the pairs', () => {
    let scored = 0;
    const counted = groupingWith((real) => (profiles, threshold, visit) => {
      expect(threshold).toBe(SAME_QUESTION);
      real(profiles, threshold, (a, b) => {
        scored += 1;
        visit(a, b);
      });
    });
    const pairwise = groupingWith(() => (profiles, _threshold, visit) => {
      for (let b = 1; b < profiles.length; b += 1) for (let a = 0; a < b; a += 1) visit(a, b);
    });
    const groups = counted(questions);
    expect(groups.length).toBeGreaterThan(40);
    expect(groups).toEqual(pairwise(questions));
    expect(scored).toBeLessThan((questions.length * (questions.length - 1)) / 2 / 10);
  });
});
