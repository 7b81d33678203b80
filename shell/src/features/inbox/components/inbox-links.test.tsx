import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { InboxEntry } from '@vithelper/contracts/inbox';
import { watchMyInbox, type InboxState } from '../data/inbox';
import { Inbox } from './inbox';

jest.mock('../data/inbox', () => ({
  watchMyInbox: jest.fn(),
  markInboxRead: jest.fn(),
}));

/** Links a record written before the rules refused them could hold: none may leave the site. */
const OFF_SITE = [
  '//evil.example/cat1papers/p7',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/cat1papers/p7',
  'javascript:alert(1)',
];

const entry = (link: string, i: number): InboxEntry => ({
  id: `i${i}`,
  kind: 'arrived',
  title: `Paper ${i} has arrived`,
  link,
  at: Date.UTC(2026, 10, 24, 10, i),
  by: 'mod',
  read: false,
});

describe('the header inbox and links that leave the site', () => {
  let emit: (state: InboxState) => void = () => undefined;

  beforeEach(() => {
    jest.mocked(watchMyInbox).mockImplementation((_uid, onChange) => {
      emit = (state) => act(() => onChange(state));
      return () => undefined;
    });
  });

  it('shows such an item’s title as plain text, and a site path as a link', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Inbox uid="asha" />
      </MemoryRouter>,
    );
    const entries = [...OFF_SITE, '/cat1papers/p7'].map(entry);
    emit({ entries, unread: entries.length, live: true });
    await user.click(screen.getByRole('button', { name: /^Inbox/ }));
    const panel = screen.getByRole('region', { name: 'Inbox' });
    OFF_SITE.forEach((_, i) => {
      expect(within(panel).getByText(`Paper ${i} has arrived`)).toBeVisible();
    });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cat1papers/p7']);
  });
});
