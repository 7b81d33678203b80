import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { parseInbox, type InboxEntry } from '@vithelper/contracts/inbox';
import { watchMyInbox, type InboxState } from '../data/inbox';
import { Inbox } from './inbox';

jest.mock('../data/inbox', () => ({ watchMyInbox: jest.fn(), markInboxRead: jest.fn() }));

/** A moderator's decision on a flagged answer reaches its author like a paper's decision. */
describe('the header inbox with answers', () => {
  it('names an answer hidden, with the reason, and an answer kept', async () => {
    const stored = {
      h: {
        kind: 'answer',
        title: 'A moderator hid your answer',
        outcome: 'hidden',
        reason: 'Copied from a textbook.',
        link: '/q/q_08s6pzog2hqq5',
        at: 2,
        by: 'mod',
      },
      k: {
        kind: 'answer',
        title: 'A moderator checked the flags on your answer and kept it',
        outcome: 'cleared',
        link: '/q/q_08s6pzog2hqq5',
        at: 1,
        by: 'mod',
      },
    };
    const entries: InboxEntry[] = parseInbox(stored);
    expect(entries.map((entry) => entry.id)).toEqual(['h', 'k']);
    jest.mocked(watchMyInbox).mockImplementation((_uid, onChange) => {
      const state: InboxState = { entries, unread: 2, live: true };
      void Promise.resolve().then(() => act(() => onChange(state)));
      return () => undefined;
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Inbox uid="asha" />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Inbox, 2 unread' }));
    const items = within(screen.getByRole('region', { name: 'Inbox' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Answer hidden.*A moderator hid your answerCopied from a textbook\./),
      expect.stringMatching(/^Answer kept.*and kept it/),
    ]);
  });
});
