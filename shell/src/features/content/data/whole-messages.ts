import type { CollectionName } from '@vithelper/contracts/content';
import type { WholeList } from '../../../startup/lists/whole-read';

/** The page asks the collection worker for one whole list. */
export type WholeRequest = { id: number; path: CollectionName; url: string };

/**
 * The worker's answers to one request: the list's records in parts, in order, then the end
 * (what was skipped and whether the list was readable), or why it could not be read.
 */
export type WholeAnswer =
  | { id: number; part: WholeList['items'] }
  | { id: number; end: Omit<WholeList, 'items'> }
  | { id: number; error: string };

/**
 * Records in one part. The page turns each message back into objects in a task of its own
 * (a MessageEvent's data is read when first touched): 16 000 papers in one message kept the main
 * thread busy for 36 ms at 4× CPU in one piece; 1 000 take about 2 ms each.
 */
export const PART_SIZE = 1000;

/** One whole list as the worker posts it: its parts, then its end. */
export function wholeAnswers(id: number, { items, ...end }: WholeList): WholeAnswer[] {
  const answers: WholeAnswer[] = [];
  for (let start = 0; start < items.length; start += PART_SIZE)
    answers.push({ id, part: items.slice(start, start + PART_SIZE) });
  answers.push({ id, end });
  return answers;
}

/**
 * Puts one request's answers back together: `take` returns the whole list at its end, the error's
 * message for an error, or null while parts are still coming.
 */
export function wholeAssembler(): {
  take: (answer: WholeAnswer) => { list: WholeList } | { error: string } | null;
} {
  const items: WholeList['items'][number][] = [];
  return {
    take(answer) {
      if ('part' in answer) {
        for (const item of answer.part) items.push(item);
        return null;
      }
      if ('error' in answer) return { error: answer.error };
      return { list: { ...answer.end, items } as WholeList };
    },
  };
}
