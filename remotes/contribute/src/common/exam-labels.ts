import type { ContributedExam } from '@vithelper/shared/contributions';

/** How the Contribute pages name each exam a paper can be sent for. */
export const EXAM_LABELS: Record<ContributedExam, string> = {
  cat1: 'CAT-1',
  cat2: 'CAT-2',
  fat: 'FAT',
};
