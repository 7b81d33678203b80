import type { Paper } from '@vithelper/contracts/papers';
import { paperFileName } from './paper-file';

const paper = (fields: Partial<Paper>): Paper => ({
  id: 'p1',
  name: ['Operating Systems', 'CSE2005', 'B1'],
  file_name: 'CSE2005_CAT1_B1_2019',
  ...fields,
});

describe('the name a downloaded paper is saved under', () => {
  it('ends with the year, from the record or its file name', () => {
    expect(paperFileName('cat1', paper({}))).toBe('CSE2005 Operating Systems CAT-1 B1 2019.pdf');
    expect(paperFileName('fat', paper({ file_name: '-N1sub-0001', year: 2022 }))).toBe(
      'CSE2005 Operating Systems FAT B1 2022.pdf',
    );
  });

  it('leaves out a year no one stated, and characters no file system accepts', () => {
    expect(
      paperFileName('cat2', paper({ name: ['Maths: I/II', 'MAT1011'], file_name: '-N1sub-0002' })),
    ).toBe('MAT1011 Maths I II CAT-2.pdf');
  });
});
