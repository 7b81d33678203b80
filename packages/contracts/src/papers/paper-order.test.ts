import type { Paper } from './paper';

type PaperOrder = typeof import('./paper-order');

/** A copy of the module as an app's own bundle has it: each app bundles this package. */
function bundledCopy(): PaperOrder {
  let copy: PaperOrder | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<PaperOrder>('./paper-order');
  });
  return copy!;
}

const paper = (id: string, name: string, code: string, year: number): Paper =>
  ({ id, name: [name, code, 'B1'], file_name: `${code}_CAT1_B1_${year}`, year }) as Paper;

describe('markInPaperOrder', () => {
  it("marks a list for every app's copy of the module: the shell marks, the exams section checks", () => {
    const shell = bundledCopy();
    const exams = bundledCopy();
    expect(shell).not.toBe(exams);
    const list = [paper('a', 'Calculus', 'MAT1011', 2023), paper('b', 'Calculus', 'MAT1011', 2021)];
    expect(exams.isInPaperOrder(list)).toBe(false);
    expect(shell.markInPaperOrder(list)).toBe(list);
    expect(exams.isInPaperOrder(list)).toBe(true);
    // Another list, even with the same papers, is not marked.
    expect(exams.isInPaperOrder([...list])).toBe(false);
  });

  it('comparePapers puts a course together, newest year first', () => {
    const { comparePapers } = bundledCopy();
    const list = [
      paper('a', 'Networks', 'CSE3001', 2020),
      paper('b', 'Calculus', 'MAT1011', 2021),
      paper('c', 'Calculus', 'MAT1011', 2024),
    ];
    expect([...list].sort(comparePapers).map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('sortPapers', () => {
  const { comparePapers, sortPapers } = jest.requireActual<PaperOrder>('./paper-order');
  /** Papers with what the order must get right: case and accents the collator holds equal, numbers in names, years from the record or the file name or none, with and without a slot, exact repeats. */
  function mixedPapers(count: number): Paper[] {
    const names = [
      'Calculus',
      'calculus',
      'Cálculus',
      'Physics 2',
      'Physics 10',
      'Data Structures',
      'data structures',
    ];
    const codes = ['MAT1011', 'mat1011', 'PHY1002', 'PHY1010', 'CSE2001'];
    const slots = [undefined, 'A1', 'a1', 'B2', 'B10', ''];
    let state = 7;
    const pick = <T>(values: readonly T[]): T => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return values[state % values.length]!;
    };
    return Array.from({ length: count }, (_, i) => {
      const code = pick(codes);
      const slot = pick(slots);
      const year = pick([2019, 2021, 2023, undefined]);
      const named = pick([true, false]);
      return {
        id: `p${i}`,
        name: slot === undefined ? [pick(names), code] : [pick(names), code, slot],
        file_name: named
          ? `${code}_CAT1_${slot ?? 'X'}_${pick([2018, 2020, 2022])}`
          : `${code} paper`,
        ...(year === undefined ? {} : { year }),
      } as Paper;
    });
  }

  it('puts papers in the order comparePapers does, ties in their order', () => {
    for (const count of [0, 1, 2, 50, 3000]) {
      const papers = mixedPapers(count);
      expect(sortPapers(papers).map((p) => p.id)).toEqual(
        [...papers].sort(comparePapers).map((p) => p.id),
      );
    }
  });

  it('leaves the list it was given as it was', () => {
    const papers = mixedPapers(40);
    const before = papers.map((p) => p.id);
    sortPapers(papers);
    expect(papers.map((p) => p.id)).toEqual(before);
  });
});
