/**
 * Reads a whole paper list off the main thread: fetch, JSON, validation and sort
 * (shell/src/startup/lists/whole-read.ts); the page receives the records ready to show, in parts
 * (../data/whole-messages.ts says why).
 */
import { readWholeList } from '../../../startup/lists/whole-read';
import { wholeAnswers, type WholeRequest, type WholeAnswer } from '../data/whole-messages';

self.addEventListener('message', (event: MessageEvent<WholeRequest>) => {
  const { id, path, url } = event.data;
  const answer = (message: WholeAnswer) => self.postMessage(message);
  readWholeList(path, url).then(
    (list) => wholeAnswers(id, list).forEach(answer),
    (error: unknown) =>
      answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
