/**
 * The three exams a paper belongs to (docs/product.md, Content and what is stored), as stored
 * (cat1/, cat2/, fat/) and as students read them. Every app spells an exam with these: no other
 * list of exams or of their labels. No zod here: the page's boot script loads this file.
 */

export const EXAM_KINDS = ['cat1', 'cat2', 'fat'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/** Each exam's name as students read it ("CAT-1"), in EXAM_KINDS order. */
export const EXAM_LABELS: Readonly<Record<ExamKind, string>> = {
  cat1: 'CAT-1',
  cat2: 'CAT-2',
  fat: 'FAT',
};

/** The exams in words, "CAT-1, CAT-2 and FAT" (or "… or FAT"). */
export const examsInWords = (conjunction: 'and' | 'or'): string =>
  `${EXAM_KINDS.slice(0, -1)
    .map((kind) => EXAM_LABELS[kind])
    .join(', ')} ${conjunction} ${EXAM_LABELS[EXAM_KINDS[EXAM_KINDS.length - 1]!]}`;

export const isExamKind = (value: unknown): value is ExamKind =>
  (EXAM_KINDS as readonly unknown[]).includes(value);

/** Which paper: its exam and its id, as the saved lists and the viewer's address name it. */
export type PaperRef = { kind: ExamKind; id: string };
