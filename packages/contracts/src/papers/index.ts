/** @vithelper/contracts/papers: the exams, a paper's record, where its PDF is and how papers sort. */
export * from './paper';
export * from './paths';
export * from './paper-year';
export * from './paper-order';
