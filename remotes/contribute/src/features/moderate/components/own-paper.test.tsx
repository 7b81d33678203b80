import { act, fireEvent, screen, within } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { ModeratePage } from './moderate-page';

/** A pending paper sent by `uid`. */
const entry = (uid: string, id: string): SubmissionEntry => ({
  uid,
  id,
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'A1',
  sha256: '0'.repeat(64),
  file: `uploads/${uid}/${id}.pdf`,
  size: 120_000,
  pages: 2,
  createdAt: Date.now() - 3_600_000,
  status: 'pending',
});

let deliver: (entries: SubmissionEntry[]) => void = () => undefined;
const sdk = {
  watchAllSubmissions: jest.fn((_db: unknown, onChange: (entries: SubmissionEntry[]) => void) => {
    deliver = onChange;
    return () => undefined;
  }),
  approveSubmission: jest.fn(() => Promise.resolve()),
  approveMany: jest.fn(),
  rejectSubmission: jest.fn(() => Promise.resolve()),
  undoApproval: jest.fn(() => Promise.resolve()),
  saveDetails: jest.fn(() => Promise.resolve()),
  fetchSubmissionPdf: jest.fn(() => new Promise(() => undefined)),
  canUndo: () => true,
};

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  loadSectionModule: () => new Promise(() => undefined),
}));
jest.mock('../data/moderation', () => ({
  moderationSdk: () => Promise.resolve({ sdk, handles: { db: 'db', storage: 'storage' } }),
}));

const ME = { uid: 'me', anonymous: false, name: 'Mo', email: 'mo@example.com', moderator: true };

describe('a moderator’s own paper on /moderate', () => {
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('says another moderator has to approve it, and offers no Approve', async () => {
    act(() => setAccount(ME));
    renderAt(<ModeratePage />, '/moderate?item=me/-Nsub000000000000own');
    await screen.findByText('Loading the queue…');
    act(() => deliver([entry('me', '-Nsub000000000000own')]));
    const panel = screen.getByRole('article', { name: 'CSE2005 Operating Systems' });
    expect(
      within(panel).getByText(/You sent this paper yourself, so another moderator has to approve/),
    ).toBeVisible();
    const approve = within(panel).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    fireEvent.submit(approve.closest('form')!);
    expect(sdk.approveSubmission).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Reject…' })).toBeEnabled();
  });

  it('approves another student’s paper as before', async () => {
    act(() => setAccount(ME));
    renderAt(<ModeratePage />, '/moderate?item=asha/-Nsub00000000000asha');
    await screen.findByText('Loading the queue…');
    act(() => deliver([entry('asha', '-Nsub00000000000asha')]));
    const panel = screen.getByRole('article', { name: 'CSE2005 Operating Systems' });
    expect(within(panel).queryByText(/You sent this paper yourself/)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await screen.findByText(/Published CSE2005 Operating Systems in CAT-1 papers\./);
    expect(sdk.approveSubmission).toHaveBeenCalledTimes(1);
  });
});
