import { followedNoticeId, parseInbox } from './inbox';

const item = (at: number, title = 'A new answer to a CSE2005 question you follow') => ({
  kind: 'followed',
  title,
  at,
  by: 'ravi',
  link: '/q/q_08s6pzog2hqq5',
  question: 'q_08s6pzog2hqq5',
  answer: 'a1'.padEnd(20, '0'),
});

describe('parseInbox', () => {
  const id = followedNoticeId('q_08s6pzog2hqq5');

  it('counts a followed item written again after its read mark as unread again', () => {
    // Read on the 1st, written again for the next day's answer on the 2nd.
    expect(parseInbox({ [id]: item(2_000) }, { [id]: 1_500 })[0]).toMatchObject({ read: false });
    expect(parseInbox({ [id]: item(1_000) }, { [id]: 1_500 })[0]).toMatchObject({ read: true });
  });

  it('takes a device’s own mark (true) as read, and no mark as unread', () => {
    expect(parseInbox({ [id]: item(2_000) }, { [id]: true })[0]!.read).toBe(true);
    expect(parseInbox({ [id]: item(2_000) }, {})[0]!.read).toBe(false);
  });

  it('keeps the question and answer an item names, and skips one of an unknown kind', () => {
    const entries = parseInbox({ [id]: item(1), bad: { ...item(2), kind: 'party' } });
    expect(entries.map((entry) => [entry.id, entry.question, entry.kind])).toEqual([
      [id, 'q_08s6pzog2hqq5', 'followed'],
    ]);
  });
});
