import { act, fireEvent, screen, within } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { SubmissionEntry, UnreadableSubmission } from '@vithelper/contracts/contributions';
import { ModeratePage } from './moderate-page';

/** Stored under the older rules: half a page and a course name that reads backwards. */
const UNREADABLE: UnreadableSubmission = {
  uid: 'asha',
  id: '-Nodd1',
  raw: {
    exam: 'cat1',
    courseCode: 'CSE2005',
    courseName: 'Operating \u202eSystems',
    slot: 'A1',
    sha256: '0'.repeat(64),
    file: 'uploads/asha/-Nodd1.pdf',
    size: 1e-300,
    pages: 1.5,
    createdAt: 1,
    status: 'pending',
  },
  problems: ['courseName', 'size', 'pages'],
};

let deliver: (entries: SubmissionEntry[], unreadable: UnreadableSubmission[]) => void = () =>
  undefined;
const sdk = {
  watchAllSubmissions: jest.fn(
    (
      _db: unknown,
      onChange: (entries: SubmissionEntry[], unreadable: UnreadableSubmission[]) => void,
    ) => {
      deliver = onChange;
      return () => undefined;
    },
  ),
  rejectUnreadable: jest.fn(() => Promise.resolve()),
  rejectSubmission: jest.fn(() => Promise.resolve()),
  canUndo: () => false,
};

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  loadSectionModule: () => new Promise(() => undefined),
}));
jest.mock('../data/moderation', () => ({
  moderationSdk: () => Promise.resolve({ sdk, handles: { db: 'db', storage: 'storage' } }),
}));

const moderator = {
  uid: 'me',
  anonymous: false,
  name: 'Someone',
  email: 'someone@example.com',
  moderator: true,
};

describe('ModeratePage with submissions the app cannot read', () => {
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('lists an unreadable submission with its stored values made visible, and rejects it', async () => {
    act(() => setAccount(moderator));
    renderAt(<ModeratePage />, '/moderate');
    await screen.findByText('Loading the queue…');
    act(() => deliver([], [UNREADABLE]));

    const list = screen.getByRole('region', { name: /Stored with details the app cannot read/ });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Submission -Nodd1');
    expect(row).toHaveTextContent('Status: pending');
    // The override is written out, not obeyed: the name reads as stored.
    expect(row).toHaveTextContent(
      'Not accepted: courseName Operating U+202ESystems; size 1e-300; pages 1.5',
    );
    expect(row.textContent).not.toContain('\u202e');

    fireEvent.click(
      within(row).getByRole('button', { name: 'Reject the unreadable submission -Nodd1' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject this paper?' });
    fireEvent.click(within(dialog).getByLabelText('Wrong exam, course or slot'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject paper' }));
    expect(
      await screen.findByText('Rejected the unreadable submission -Nodd1. The student sees why.'),
    ).toBeVisible();
    expect(sdk.rejectUnreadable).toHaveBeenCalledWith(
      'db',
      'me',
      UNREADABLE,
      'Wrong exam, course or slot',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the refusal when the rejection is not saved', async () => {
    sdk.rejectUnreadable.mockImplementationOnce(() =>
      Promise.reject(
        new Error('The rejection was not saved: another moderator may have decided it. Try again.'),
      ),
    );
    act(() => setAccount(moderator));
    renderAt(<ModeratePage />, '/moderate');
    await screen.findByText('Loading the queue…');
    act(() => deliver([], [UNREADABLE]));
    fireEvent.click(screen.getByRole('button', { name: /Reject the unreadable submission/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this paper?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject paper' }));
    expect(await within(dialog).findByText(/another moderator may have decided it/)).toBeVisible();
  });

  it('offers no Reject for an unreadable submission that is no longer waiting', async () => {
    act(() => setAccount(moderator));
    renderAt(<ModeratePage />, '/moderate');
    await screen.findByText('Loading the queue…');
    act(() =>
      deliver([], [{ ...UNREADABLE, raw: { ...(UNREADABLE.raw as object), status: 'rejected' } }]),
    );
    const list = screen.getByRole('region', { name: /Stored with details the app cannot read/ });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Status: rejected');
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
