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
