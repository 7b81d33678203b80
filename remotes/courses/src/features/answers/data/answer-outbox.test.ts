import { ANSWER_ID } from '@vithelper/contracts/answers';
import {
  newAnswerId,
  queueAnswer,
  readOutbox,
  settleAnswer,
  type QueuedAnswer,
} from './answer-outbox';

const Q = 'q_08s6pzog2hqq5';
const queued = (body: string): QueuedAnswer => ({
  id: newAnswerId(),
  question: Q,
  course: 'CSE2005',
  body,
  queuedAt: 1,
});

describe('the answers outbox on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps queued answers per account in order, across a reload, until each is settled', () => {
    const first = queued('First.');
    const second = queued('Second.');
    expect(queueAnswer('asha', first)).toBe(true);
    expect(queueAnswer('asha', second)).toBe(true);
    expect(readOutbox('ravi')).toEqual([]);
    expect(readOutbox('asha').map((entry) => entry.body)).toEqual(['First.', 'Second.']);
    settleAnswer('asha', first.id, { ...first, refused: 'Too many today.' });
    expect(readOutbox('asha').map((entry) => entry.refused)).toEqual([
      'Too many today.',
      undefined,
    ]);
    settleAnswer('asha', first.id, null);
    settleAnswer('asha', second.id, null);
    expect(window.localStorage.getItem('vithelper:answer-outbox:asha')).toBeNull();
  });

  it('chooses ids the rules take and leaves out what it cannot read', () => {
    expect(newAnswerId()).toMatch(ANSWER_ID);
    window.localStorage.setItem(
      'vithelper:answer-outbox:asha',
      JSON.stringify([{ id: 'short', question: Q }, queued('Kept.'), 'junk']),
    );
    expect(readOutbox('asha').map((entry) => entry.body)).toEqual(['Kept.']);
    window.localStorage.setItem('vithelper:answer-outbox:asha', '{not json');
    expect(readOutbox('asha')).toEqual([]);
  });
});
