import { paperSchema, plainStoredPaper, publishedPaperRecord } from './paper';

const STAMP = { '.sv': 'timestamp' } as const;
const details = { courseName: 'Operating Systems', courseCode: 'CSE2005', slot: 'A1' };

describe('the record an approval publishes', () => {
  it('is a paper the lists read, with who approved it and the server stamp', () => {
    const record = publishedPaperRecord({ ...details, fileName: '-N1sub-ab12' }, 'mod-uid', STAMP);
    expect(record).toEqual({
      name: ['Operating Systems', 'CSE2005', 'A1'],
      file_name: '-N1sub-ab12',
      approvedBy: 'mod-uid',
      approvedAt: STAMP,
    });
    expect(paperSchema.safeParse({ ...record, approvedAt: 1 }).success).toBe(true);
  });

  it.each([
    ['a blank course name', { ...details, courseName: '   ', fileName: 'f' }, 'name.0'],
    ['no course code', { ...details, courseCode: '', fileName: 'f' }, 'name.1'],
    ['no file name', { ...details, fileName: '' }, 'file_name'],
  ])('is refused with %s, naming the field', (_, paper, field) => {
    expect(() => publishedPaperRecord(paper, 'mod-uid', STAMP)).toThrow(
      new RegExp(`does not fit a paper: ${field.replace('.', '\\.')}:`),
    );
  });

  it('is refused without the approving moderator', () => {
    expect(() => publishedPaperRecord({ ...details, fileName: 'f' }, '', STAMP)).toThrow(
      /approvedBy/,
    );
  });
});

describe('plainStoredPaper', () => {
  const records: [string, unknown][] = [
    [
      'a paper with a slot',
      { name: ['Calculus', 'MAT1011', 'B1'], file_name: 'MAT1011_CAT1_B1_2021' },
    ],
    ['a paper without a slot', { name: ['Calculus', 'MAT1011'], file_name: 'f' }],
    ['an empty slot', { name: ['Calculus', 'MAT1011', ''], file_name: 'f' }],
    [
      'a published paper',
      { name: ['Calculus', 'MAT1011'], file_name: 'f', approvedAt: 5, year: 2021 },
    ],
    ['a year out of range', { name: ['Calculus', 'MAT1011'], file_name: 'f', year: 1900 }],
    ['untrimmed text', { name: [' Calculus ', 'MAT1011'], file_name: 'f ' }],
    ['a blank course name', { name: ['  ', 'MAT1011'], file_name: 'f' }],
    ['an empty code', { name: ['Calculus', ''], file_name: 'f' }],
    ['no file name', { name: ['Calculus', 'MAT1011'] }],
    ['a number for a name', { name: ['Calculus', 1011], file_name: 'f' }],
    ['a null slot', { name: ['Calculus', 'MAT1011', null], file_name: 'f' }],
    ['a number slot', { name: ['Calculus', 'MAT1011', 1], file_name: 'f' }],
    ['four names', { name: ['Calculus', 'MAT1011', 'B1', 'x'], file_name: 'f' }],
    ['one name', { name: ['Calculus'], file_name: 'f' }],
    ['a name that is text', { name: 'Calculus', file_name: 'f' }],
    ['a name that is an object', { name: { 0: 'Calculus', 1: 'MAT1011' }, file_name: 'f' }],
    ['a text year', { name: ['Calculus', 'MAT1011'], file_name: 'f', year: '2021' }],
    ['a text approval time', { name: ['Calculus', 'MAT1011'], file_name: 'f', approvedAt: '5' }],
    ['an endless year', { name: ['Calculus', 'MAT1011'], file_name: 'f', year: Infinity }],
    [
      'a field the schema does not know',
      { name: ['Calculus', 'MAT1011'], file_name: 'f', approvedBy: 'u' },
    ],
    ['a list', [['Calculus', 'MAT1011'], 'f']],
    ['an empty list', []],
    ['null', null],
    ['text', 'Calculus'],
  ];

  it.each(records)('takes %s only as paperSchema parses it', (_, record) => {
    const plain = plainStoredPaper(record);
    const parsed = paperSchema.safeParse(record);
    if (plain) expect(parsed).toEqual({ success: true, data: plain });
    else if (parsed.success) expect(JSON.stringify(record)).toMatch(/ |approvedBy/);
  });

  it('takes the common records itself', () => {
    const taken = records.filter(([, record]) => plainStoredPaper(record)).map(([what]) => what);
    expect(taken).toEqual([
      'a paper with a slot',
      'a paper without a slot',
      'an empty slot',
      'a published paper',
      'a year out of range',
    ]);
  });
});
