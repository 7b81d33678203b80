/** The reasons a moderator picks from when rejecting a paper; the contributor reads the result. */
export const REJECT_CHOICES = [
  'Not an exam paper',
  'Pages missing, blurred or unreadable',
  'Wrong exam, course or slot',
  'Already on VITHelper',
  'Other',
] as const;
export type RejectChoice = (typeof REJECT_CHOICES)[number];

/** The stored reason: the choice, then the moderator's words; "Other" needs words. */
export function composeReason(choice: RejectChoice, words: string): string | null {
  const text = words.trim().replace(/\s+/g, ' ');
  if (choice === 'Other') return text || null;
  return text ? `${choice}: ${text}` : choice;
}

/** "3 h ago", "2 d ago": how long a paper has waited. */
export function ago(at: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - at) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}
