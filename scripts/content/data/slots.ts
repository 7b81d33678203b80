/**
 * FFCS-style slot names. Theory slots come in pairs (A1/A2 ...); "TA1"-style tutorial slots and
 * combined slots like "A1+TA1" appear because a course can meet in a theory and a tutorial slot.
 * Earlier entries repeat on purpose: the common slots should show up more often than rare ones.
 */
// One row per slot family reads better than 34 one-item lines.
// prettier-ignore
export const SLOTS: readonly string[] = [
  'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2', 'G1', 'G2',
  'A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2',
  'TA1', 'TB1', 'TC1', 'TA2', 'TB2',
  'A1+TA1', 'B1+TB1', 'C1+TC1', 'A2+TA2', 'B2+TB2', 'F1+TF1', 'G1+TG1',
];

/** Exam years the sample papers cover (the archive the sample stands in for runs from roughly 2017 to 2020). */
export const YEARS: readonly number[] = [2017, 2018, 2019, 2020];

/** Share of papers stored without a slot: name is then only [course name, course code]. */
export const NO_SLOT_SHARE = 0.08;

/** Papers per exam kind; more CAT-1 than the others, as in the real archive. */
export const PAPER_COUNTS = { cat1: 160, cat2: 140, fat: 125 } as const;
