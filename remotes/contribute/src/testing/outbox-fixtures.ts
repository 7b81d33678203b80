import type { PaperDetails } from '@vithelper/contracts/contributions';

export const details: PaperDetails = {
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'A2',
};

let made = 0;
/** A paper as the upload page hands it to the outbox: each one a file of its own. */
export const paper = (uid = 'asha') => ({
  uid,
  details,
  bytes: new Uint8Array([37, 80, 68, 70, 45, (made += 1)]),
  pages: 1,
  fileName: 'paper.pdf',
});

/** A send's rejection as the contribution SDK gives it (SubmitError's reason and message). */
export class Refusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A clock the test moves. */
export function testClock(start = Date.UTC(2026, 10, 29, 3)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A promise the test settles. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
