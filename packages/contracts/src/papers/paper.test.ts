import { paperSchema, publishedPaperRecord } from './paper';

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
