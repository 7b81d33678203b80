import rules from '../../../../database.rules.json';
import {
  COURSE_CODE,
  SLOT,
  SUBMISSION_ID,
  paperDetailsSchema,
  parseSubmissions,
  uploadPath,
} from './contributions';

const submission = (createdAt: number) => ({
  exam: 'cat2',
  courseCode: 'MAT1011',
  courseName: 'Calculus for Engineers',
  slot: 'B1+TB1',
  sha256: 'a'.repeat(64),
  file: 'uploads/u1/s.pdf',
  size: 1000,
  pages: 3,
  createdAt,
  status: 'pending',
});

describe('contribution contracts', () => {
  it('normalises typed details and refuses malformed ones with the field named', () => {
    const parsed = paperDetailsSchema.safeParse({
      exam: 'fat',
      courseCode: ' cse2005 ',
      courseName: ' Operating Systems ',
      slot: 'c1+tc1',
    });
    expect(parsed.data).toEqual({
      exam: 'fat',
      courseCode: 'CSE2005',
      courseName: 'Operating Systems',
      slot: 'C1+TC1',
    });
    const bad = paperDetailsSchema.safeParse({
      exam: 'quiz',
      courseCode: 'OS',
      courseName: 'x',
      slot: '',
    });
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'courseCode',
      'courseName',
      'exam',
      'slot',
    ]);
  });

  it('reads stored submissions oldest first and lists malformed ones apart', () => {
    const broken = { ...submission(5), status: 'published' };
    const { entries, unreadable } = parseSubmissions('u1', {
      late: submission(20),
      early: submission(10),
      broken,
    });
    expect(entries.map((entry) => `${entry.uid}/${entry.id}`)).toEqual(['u1/early', 'u1/late']);
    expect(unreadable).toEqual([{ uid: 'u1', id: 'broken', raw: broken, problems: ['status'] }]);
    expect(parseSubmissions('u1', null)).toEqual({ entries: [], unreadable: [] });
  });

  it('checks course codes and slots with the same patterns as database.rules.json', () => {
    const text = JSON.stringify(rules);
    expect(text).toContain(JSON.stringify(COURSE_CODE.source).slice(1, -1));
    expect(text).toContain(JSON.stringify(SLOT.source).slice(1, -1));
    expect(text).toContain(`$id.matches(/${SUBMISSION_ID.source}/)`);
    expect(uploadPath('u1', 's1')).toBe('uploads/u1/s1.pdf');
  });
});
