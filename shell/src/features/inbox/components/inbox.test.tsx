import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setAccount } from '@vithelper/shared/bus-writers';
import type { InboxEntry } from '@vithelper/contracts/inbox';
import { markInboxRead, watchMyInbox, type InboxState } from '../data/inbox';
import { AccountControl } from '../../account';
import { Inbox } from './inbox';

jest.mock('../data/inbox', () => ({
  watchMyInbox: jest.fn(),
  markInboxRead: jest.fn(),
}));

const AT = Date.UTC(2026, 10, 24, 10, 0);
const ENTRIES: InboxEntry[] = [
  {
    id: 'i3',
    kind: 'arrived',
    title: 'CSE2005 Operating Systems (CAT-1, A2) has arrived',
    link: '/cat1papers/p7',
    at: AT,
    by: 'mod',
    read: false,
  },
  {
    id: 'i2',
    kind: 'report',
    title: 'Your report on MAT3004 Applied Linear Algebra (FAT): no change',
    outcome: 'dismissed',
    reason: 'The scan reads fine on a phone.',
    link: '/fatpapers/p2',
    at: AT - 60_000,
    by: 'mod',
    read: false,
  },
  {
    id: 'i1',
    kind: 'upload',
    title: 'Your paper CSE2004 Database Management Systems (FAT, C1+TC1) is published',
    outcome: 'approved',
    link: '/fatpapers/p5',
    at: AT - 120_000,
    by: 'mod',
    read: true,
  },
];

let emit: (state: InboxState) => void = () => undefined;
const stateOf = (entries: InboxEntry[], live = true): InboxState => ({
  entries,
  unread: entries.filter((entry) => !entry.read).length,
  live,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderInbox() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Inbox uid="asha" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the header inbox', () => {
  beforeEach(() => {
    jest.mocked(watchMyInbox).mockImplementation((_uid, onChange) => {
      emit = (state) => act(() => onChange(state));
      return () => undefined;
    });
    jest.mocked(markInboxRead).mockImplementation(async (_uid, ids) => {
      emit(stateOf(ENTRIES.map((e) => (ids.includes(e.id) ? { ...e, read: true } : e))));
    });
  });
  afterEach(() => jest.clearAllMocks());

  it('shows the unread count on the bell, live as items arrive', () => {
    renderInbox();
    expect(watchMyInbox).toHaveBeenCalledWith('asha', expect.any(Function));
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    emit(stateOf(ENTRIES.slice(1)));
    expect(screen.getByRole('button', { name: 'Inbox, 1 unread' })).toHaveTextContent('1');
    emit(stateOf(ENTRIES));
    expect(screen.getByRole('button', { name: 'Inbox, 2 unread' })).toHaveTextContent('2');
  });

  it('lists arrived papers, resolved reports and decided uploads, newest first, with their reasons', async () => {
    const user = userEvent.setup();
    renderInbox();
    emit(stateOf(ENTRIES));
    await user.click(screen.getByRole('button', { name: 'Inbox, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Inbox' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Arrived24 NovUnreadCSE2005 Operating Systems \(CAT-1, A2\) has arrived/,
      ),
      expect.stringMatching(
        /^Report resolved24 NovUnread.*no changeThe scan reads fine on a phone\./,
      ),
      expect.stringMatching(/^Upload published24 Nov.*is published$/),
    ]);
    expect(
      within(panel).getByRole('link', {
        name: 'CSE2005 Operating Systems (CAT-1, A2) has arrived',
      }),
    ).toHaveAttribute('href', '/cat1papers/p7');
  });

  it('opens an arrived paper in the viewer and marks it read', async () => {
    const user = userEvent.setup();
    renderInbox();
    emit(stateOf(ENTRIES));
    await user.click(screen.getByRole('button', { name: 'Inbox, 2 unread' }));
    await user.click(screen.getByRole('link', { name: /has arrived/ }));
    expect(markInboxRead).toHaveBeenCalledWith('asha', ['i3']);
    expect(screen.getByTestId('where')).toHaveTextContent('/cat1papers/p7');
    expect(screen.queryByRole('region', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox, 1 unread' })).toBeInTheDocument();
  });

  it('marks one or all read, and closes with Escape back on the bell', async () => {
    const user = userEvent.setup();
    renderInbox();
    emit(stateOf(ENTRIES));
    await user.click(screen.getByRole('button', { name: 'Inbox, 2 unread' }));
    await user.click(screen.getByRole('button', { name: /^Mark read: Your report/ }));
    expect(markInboxRead).toHaveBeenLastCalledWith('asha', ['i2']);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(markInboxRead).toHaveBeenLastCalledWith('asha', ['i3']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Inbox/ })).toHaveFocus();
  });

  it('says when it shows the device’s copy offline, and what the inbox is for when empty', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(screen.getByText('Loading your inbox…')).toBeInTheDocument();
    emit(stateOf(ENTRIES, false));
    expect(
      screen.getByText('Offline: showing what this device last received.'),
    ).toBeInTheDocument();
    emit(stateOf([]));
    expect(
      screen.getByText(/^Nothing yet\. When a paper you asked for arrives/),
    ).toBeInTheDocument();
  });
});

describe('the account control', () => {
  afterEach(() => act(() => setAccount(null)));

  it('shows the inbox to a signed-in student only, never to a guest', async () => {
    jest.mocked(watchMyInbox).mockReturnValue(() => undefined);
    act(() => setAccount({ uid: 'g', anonymous: true, name: null, email: null, moderator: false }));
    const view = render(
      <MemoryRouter>
        <AccountControl place="header" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inbox/ })).not.toBeInTheDocument();
    act(() =>
      setAccount({
        uid: 'asha',
        anonymous: false,
        name: 'Asha',
        email: 'a@x.in',
        moderator: false,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    expect(watchMyInbox).toHaveBeenCalledWith('asha', expect.any(Function));
    view.unmount();
  });
});
