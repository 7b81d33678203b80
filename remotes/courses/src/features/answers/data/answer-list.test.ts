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

  it('leaves out an answer a moderator hid, except for its author, who sees the reason', () => {
    const stored = {
      answers: { kept: answer('a', 1), gone: answer('b', 2) },
      votes: null,
      verified: null,
      decisions: { gone: { outcome: 'hidden', reason: 'Copied.', by: 'mod', at: 5 } },
    };
    expect(answerList(stored, 'x').map((entry) => entry.id)).toEqual(['kept']);
    expect(answerList(stored, 'b').map((entry) => [entry.id, entry.hidden])).toEqual([
      ['kept', null],
      ['gone', 'Copied.'],
    ]);
  });

  it('says an answer looks machine-written from three such flags given since the last decision', () => {
    const flag = (reason: string, at: number) => ({ reason, at });
    const stored = {
      answers: { one: answer('a', 1), two: answer('b', 2) },
      votes: null,
      verified: null,
      flags: {
        one: { x: flag('machine', 1), y: flag('machine', 2), z: flag('machine', 3) },
        two: {
          x: flag('machine', 1),
          y: flag('machine', 9),
          z: flag('machine', 9),
          w: flag('wrong', 9),
        },
      },
      decisions: { two: { outcome: 'cleared', by: 'mod', at: 5 } },
    };
    const list = answerList(stored, 'w');
    expect(
      list.map((entry) => [entry.id, entry.machineFlags, entry.machineNotice, entry.myFlag]),
    ).toEqual([
      ['one', 3, true, null],
      ['two', 2, false, 'wrong'],
    ]);
  });

  it('lists the comments that parse, oldest first', () => {
    const list = answerList(
      {
        answers: { one: answer('a', 1) },
        votes: null,
        verified: null,
        comments: {
          one: {
            late: { author: 'b', body: 'Later.', createdAt: 9 },
            early: { author: 'c', body: 'First.', createdAt: 2 },
            bad: { author: 'd', body: '', createdAt: 3 },
          },
        },
      },
      null,
    );
    expect(list[0]?.comments.map((comment) => comment.id)).toEqual(['early', 'late']);
  });
});
