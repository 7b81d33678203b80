import { paperDetailsSchema, submissionSchema } from '../contributions/contributions';
import { reportInputSchema, requestInputSchema } from '../feedback/feedback';
import { describeRaw, UNSAFE_TEXT_MESSAGE } from './text';

const details = {
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'C1',
};
const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('texts a person writes', () => {
  it.each(['Operating \u202eSystems', '\u2066OS\u2069', 'Operating\u0000Systems', 'OS\u200f'])(
    'refuse %j in a course name with words saying what to remove',
    (courseName) => {
      const result = paperDetailsSchema.safeParse({ ...details, courseName });
      expect(messages(result)).toEqual([UNSAFE_TEXT_MESSAGE]);
    },
  );

  it('trim what is typed, but read a stored name only as it is', () => {
    expect(paperDetailsSchema.parse({ ...details, courseName: ' OS ' }).courseName).toBe('OS');
    expect(paperDetailsSchema.safeParse({ ...details, courseName: '   ' }).success).toBe(false);
    const stored = {
      ...details,
      sha256: 'a'.repeat(64),
      file: 'uploads/u/s.pdf',
      size: 10,
      pages: 1,
      createdAt: 1,
      status: 'pending',
    };
    expect(submissionSchema.safeParse(stored).success).toBe(true);
    expect(submissionSchema.safeParse({ ...stored, courseName: ' OS' }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...stored, pages: 1.5 }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...stored, size: 1e-300 }).success).toBe(false);
  });

  it('refuse spoofing in a report, keeping the line breaks of its note', () => {
    const spoofed = reportInputSchema.safeParse({ kind: 'other', text: 'Page 2 \u202emissing' });
    expect(messages(spoofed)).toContain(UNSAFE_TEXT_MESSAGE);
    const detail = reportInputSchema.safeParse({
      kind: 'details',
      field: 'courseName',
      value: 'OS\u0007',
    });
    expect(messages(detail)).toContain(UNSAFE_TEXT_MESSAGE);
    expect(reportInputSchema.safeParse({ kind: 'other', text: 'Page 2\nis missing' }).success).toBe(
      true,
    );
    expect(
      reportInputSchema.safeParse({ kind: 'duplicate', link: '/cat1papers/p\u202e1' }).success,
    ).toBe(false);
  });

  it('refuse a requested code with a direction override', () => {
    expect(
      requestInputSchema.safeParse({ exam: 'cat1', courseCode: 'CSE\u202e2005' }).success,
    ).toBe(false);
  });

  it('write out what a moderator must see of a stored value', () => {
    expect(describeRaw('Operating \u202eSystems')).toBe('Operating U+202ESystems');
    expect(describeRaw({ pages: 1.5 })).toBe('{"pages":1.5}');
    expect(describeRaw('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
