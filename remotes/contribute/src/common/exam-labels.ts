import type { ExamKind } from '@vithelper/contracts/papers';

/** How the Contribute pages name each exam a paper can be sent for. */
export const EXAM_LABELS: Record<ExamKind, string> = {
  cat1: 'CAT-1',
  cat2: 'CAT-2',
  fat: 'FAT',
};
