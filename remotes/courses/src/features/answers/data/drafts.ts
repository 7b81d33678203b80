/**
 * Drafts kept on this device, one per question (and one per answer being edited), so a reload or
 * a refused write loses nothing. Storage that is full or off keeps nothing, quietly.
 */
const key = (question: string, answer?: string) =>
  `vithelper:answer-draft:${question}${answer ? `:${answer}` : ''}`;

export function readDraft(question: string, answer?: string): string {
  try {
    return window.localStorage.getItem(key(question, answer)) ?? '';
  } catch {
    return '';
  }
}

export function keepDraft(question: string, text: string, answer?: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key(question, answer), text);
    else window.localStorage.removeItem(key(question, answer));
  } catch {
    // Nothing to do: the text is still in the form.
  }
}
