import { answerList } from './answer-list';

const answer = (author: string, createdAt: number, body = 'An answer.') => ({
  author,
  course: 'CSE2005',
  body,
  createdAt,
});

describe('answerList', () => {
  it('puts the verified answer first, then the higher score, then the older', () => {
    const list = answerList(
      {
        answers: {
          old: answer('a', 1),
          young: answer('b', 2),
          liked: answer('c', 3),
          checked: answer('d', 4),
        },
        votes: { liked: { x: 1, y: 1, z: -1 }, young: { x: -1 }, checked: { x: -1, y: -1 } },
        verified: 'checked',
      },
      'y',
    );
    expect(list.map((entry) => [entry.id, entry.score, entry.mine])).toEqual([
      ['checked', -2, -1],
      ['liked', 1, 1],
      ['old', 0, null],
      ['young', -1, null],
    ]);
    expect(list[0]?.verified).toBe(true);
  });

  it('counts only votes of 1 and -1, and leaves out answers that do not parse', () => {
    const list = answerList(
      {
        answers: { good: answer('a', 1), bad: { author: 'b', body: 5 } },
        votes: { good: { x: 5, y: '1', z: 1 } },
        verified: null,
      },
      null,
    );
    expect(list.map((entry) => [entry.id, entry.score])).toEqual([['good', 1]]);
  });
});
