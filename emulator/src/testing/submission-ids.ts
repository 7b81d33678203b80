/**
 * A submission id in the form the rules accept (`SUBMISSION_ID` in
 * packages/contracts/src/contributions/contributions.ts: a 20-character push id), made from a short readable name
 * so fixtures stay legible: `submissionId('s1')` is `s1` padded to 20 characters.
 */
export const submissionId = (name: string): string => name.padEnd(20, '0');
