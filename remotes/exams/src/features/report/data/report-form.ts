import { COURSE_CODE, SLOT } from '@vithelper/contracts/contributions';
import type { ExamKind } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  normalizeCode,
  type ReportField,
  type ReportKind,
} from '@vithelper/contracts/feedback';
import { PAPER_LINK } from '@vithelper/contracts/common';

/** What the report form holds while the student fills it in. */
export type ReportFields = {
  kind: ReportKind | null;
  field: ReportField;
  value: string;
  exam: ExamKind | '';
  link: string;
  text: string;
};

export const EMPTY_REPORT: ReportFields = {
  kind: null,
  field: 'courseCode',
  value: '',
  exam: '',
  link: '',
  text: '',
};

/** The form's inputs a problem can be shown beside. */
export type ReportProblems = Partial<Record<'kind' | 'value' | 'link' | 'text', string>>;

export const FIELD_LABELS: Readonly<Record<ReportField, string>> = {
  courseCode: 'Course code',
  courseName: 'Course name',
  slot: 'Slot',
};

const VALUE_PROBLEMS: Readonly<Record<ReportField, string>> = {
  courseCode: 'Write the course code like CSE2005.',
  courseName: 'Write the course name (2 to 120 characters).',
  slot: 'Write the slot like A1 or A1+TA1.',
};

/** A link to this site's own page is kept as its path ("/cat1papers/<id>"), the form stored. */
function linkOf(raw: string, origin: string): string {
  const link = raw.trim();
  return origin && link.startsWith(`${origin}/`) ? link.slice(origin.length) : link;
}

function valueOk(field: ReportField, value: string): boolean {
  if (field === 'courseName') return value.length >= 2 && value.length <= FEEDBACK_LIMITS.maxValue;
  return (field === 'courseCode' ? COURSE_CODE : SLOT).test(normalizeCode(value));
}

/**
 * The report to send ({ kind, field?, value?, link?, text? }, what sendReport takes), or what
 * to tell the student beside each input. The rules check it again.
 */
export function reportInputOf(
  fields: ReportFields,
  origin = '',
): { input: Record<string, string> } | { problems: ReportProblems } {
  const text = fields.text.trim();
  const withText: Record<string, string> = text ? { text } : {};
  switch (fields.kind) {
    case null:
      return { problems: { kind: 'Choose what is wrong with this paper.' } };
    case 'details': {
      const value = fields.value.trim().replace(/\s+/g, ' ');
      if (!value) return { problems: { value: 'Write the right value.' } };
      if (!valueOk(fields.field, value))
        return { problems: { value: VALUE_PROBLEMS[fields.field] } };
      return { input: { kind: 'details', field: fields.field, value, ...withText } };
    }
    case 'wrong-exam':
      return {
        input: { kind: 'wrong-exam', ...(fields.exam ? { value: fields.exam } : {}), ...withText },
      };
    case 'duplicate': {
      const link = linkOf(fields.link, origin);
      if (!link) return { problems: { link: 'Paste the link of the other paper.' } };
      if (!PAPER_LINK.test(link)) {
        return {
          problems: { link: 'Paste the link of a paper on this site, like /cat1papers/….' },
        };
      }
      return { input: { kind: 'duplicate', link, ...withText } };
    }
    case 'other':
      if (!text) return { problems: { text: 'Say what is wrong, so a moderator can fix it.' } };
      return { input: { kind: 'other', text } };
    default:
      return { input: { kind: fields.kind, ...withText } };
  }
}
