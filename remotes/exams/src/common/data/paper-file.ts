import type { ExamKind, Paper } from '@vithelper/contracts/papers';
import { EXAM_LABELS, paperYear } from '@vithelper/contracts/papers';

/** A file name a student can find again: "MAT1011 Calculus for Engineers CAT-1 B1 2021.pdf". */
export function paperFileName(kind: ExamKind, paper: Paper): string {
  const [course, code, slot] = paper.name;
  const year = paperYear(paper);
  const parts = [code, course, EXAM_LABELS[kind], slot?.trim(), year && String(year)].filter(
    Boolean,
  );
  // Characters no file system accepts become spaces.
  return `${parts
    .join(' ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;
}

export { EXAM_LABELS, paperCacheKey } from '@vithelper/contracts/papers';
