/** @vithelper/contracts/questions: the question section's built banks and their addresses. */
export * from './bank';
export * from './bank-paths';
