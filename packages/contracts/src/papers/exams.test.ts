import { EXAM_KINDS, EXAM_LABELS, examsInWords, isExamKind } from './exams';
import { PAPER_LIST_ROUTES, paperPath, viewerPath } from './paths';

describe('the exams', () => {
  it('are named as students read them, in one order', () => {
    expect(EXAM_KINDS.map((kind) => EXAM_LABELS[kind])).toEqual(['CAT-1', 'CAT-2', 'FAT']);
    expect(examsInWords('and')).toBe('CAT-1, CAT-2 and FAT');
    expect(examsInWords('or')).toBe('CAT-1, CAT-2 or FAT');
  });

  it('are told apart from any other stored value', () => {
    expect(EXAM_KINDS.every(isExamKind)).toBe(true);
    for (const other of ['CAT1', 'cat3', '', 'materials', '__proto__', null, 1]) {
      expect(isExamKind(other)).toBe(false);
    }
  });

  it("each have a list page, under which its papers' viewer addresses are", () => {
    expect(PAPER_LIST_ROUTES).toEqual({
      cat1: '/cat1papers',
      cat2: '/cat2papers',
      fat: '/fatpapers',
    });
    expect(paperPath({ kind: 'fat', id: 'a b' })).toBe('/fatpapers/a%20b');
    expect(viewerPath('cat2', '-N1x')).toBe('/cat2papers/-N1x');
  });
});
