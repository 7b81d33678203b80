import { paperLabels } from './labels';

describe('paperLabels', () => {
  it('names a paper by its exam and year, with its slot only beside a paper of the same exam and year', () => {
    const labels = paperLabels({
      papers: [
        { id: 'a', kind: 'cat1', year: 2018, slot: 'B1', cut: true },
        { id: 'b', kind: 'cat1', year: 2018, slot: 'C1', cut: true },
        { id: 'c', kind: 'fat', year: 2019, slot: 'A1', cut: true },
        { id: 'd', kind: 'cat2', year: null, cut: true },
      ],
    });
    expect([...labels.values()]).toEqual([
      'CAT-1 2018 (B1)',
      'CAT-1 2018 (C1)',
      'FAT 2019',
      'CAT-2',
    ]);
  });
});
