import { parseCollection } from '../content/collections';
import { paperYear, yearInText } from './paper-year';
import { comparePapers } from './paper-order';

describe('the year of a paper', () => {
  it("is its record's year, else the year its file name states", () => {
    expect(paperYear({ file_name: 'CSE2005_CAT1_B1_2019' })).toBe(2019);
    expect(paperYear({ file_name: 'CSE2005_CAT1_B1_2019', year: 2021 })).toBe(2021);
    expect(paperYear({ file_name: 'MAT1011 FAT 2023.pdf' })).toBe(2023);
  });

  it('is none for a name without one: a contributed paper, a course code or a hash are not years', () => {
    expect(paperYear({ file_name: '-N1sub-0001' })).toBeUndefined();
    expect(paperYear({ file_name: 'CSE2005_CAT1_B1' })).toBeUndefined();
    expect(paperYear({ file_name: `-N1sub-0001-${'ab2019cd'.repeat(8)}` })).toBeUndefined();
    expect(paperYear({ file_name: 'ECE2006_CAT1_A1TA1_2987' })).toBeUndefined();
    expect(paperYear({ file_name: 'x', year: 1999 })).toBeUndefined();
  });
});

describe('the year a text states', () => {
  it('prefers a labelled year, else the first year standing alone', () => {
    expect(yearInText('Operating Systems\nCourse code: CSE2005\nYear: 2021\nSlot: B1')).toBe(2021);
    expect(yearInText('Winter Semester 2023-24, CSE2005, Max marks 50, Year 2022')).toBe(2022);
    expect(yearInText('Winter Semester 2023-24 Continuous Assessment Test')).toBe(2023);
  });

  it('finds none in text without a year in range', () => {
    expect(yearInText('CSE2005 Operating Systems, 2 hours, 50 marks')).toBeUndefined();
    expect(yearInText('Roll 21BCE2987 and page 1999')).toBeUndefined();
    expect(yearInText('')).toBeUndefined();
  });
});

describe('a stored record with a year', () => {
  it('keeps its year, and a record with a year out of range is still listed, without it', () => {
    const { items, problems } = parseCollection('cat1', {
      a: { name: ['Operating Systems', 'CSE2005'], file_name: '-N1sub-0001', year: 2021 },
      b: { name: ['Operating Systems', 'CSE2005'], file_name: '-N1sub-0002', year: 1850 },
    });
    expect(problems).toEqual([]);
    expect(items.map((paper) => [paper.id, paperYear(paper)])).toEqual([
      ['a', 2021],
      ['b', undefined],
    ]);
  });
});

describe('the order of a paper list', () => {
  it('puts the newest year first within a course, then the slot; courses stay in name order', () => {
    const paper = (id: string, name: string, slot: string, file_name: string, year?: number) => ({
      id,
      name: [name, 'CSE2005', slot] as [string, string, string],
      file_name,
      ...(year ? { year } : {}),
    });
    const list = [
      paper('old', 'Operating Systems', 'A1', 'CSE2005_CAT1_A1_2017'),
      paper('new-b', 'Operating Systems', 'B1', 'CSE2005_CAT1_B1_2021'),
      paper('sent', 'Operating Systems', 'A2', '-N1sub-0001', 2022),
      paper('none', 'Operating Systems', 'A1', '-N1sub-0002'),
      paper('new-a', 'Operating Systems', 'A1', 'CSE2005_CAT1_A1_2021'),
      paper('algebra', 'Algebra', 'Z9', 'CSE2005_CAT1_Z9_2001'),
    ];
    expect([...list].sort(comparePapers).map((p) => p.id)).toEqual([
      'algebra',
      'sent',
      'new-a',
      'new-b',
      'old',
      'none',
    ]);
  });
});
