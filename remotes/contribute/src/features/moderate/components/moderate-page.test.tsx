import { act, fireEvent, screen, within } from '@testing-library/react';
import { signInRequests$ } from '@vithelper/shared';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { ModeratePage } from './moderate-page';

const entry = (id: string, fields: Partial<SubmissionEntry> = {}): SubmissionEntry => ({
  uid: 'asha',
  id,
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'A1',
  sha256: '0'.repeat(64),
  file: `uploads/asha/${id}.pdf`,
  size: 120_000,
  pages: 2,
  createdAt: Date.now() - 3 * 3_600_000,
  status: 'pending',
  ...fields,
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

const account = (fields: { anonymous?: boolean; moderator?: boolean; email?: string | null }) => ({
  uid: 'me',
  anonymous: false,
  name: 'Someone',
  email: 'someone@example.com',
  moderator: false,
  ...fields,
});

describe('ModeratePage', () => {
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('tells a guest it is for moderators and offers to sign in', () => {
    act(() => setAccount(account({ anonymous: true, email: null })));
    const asked = jest.fn();
    const subscription = signInRequests$.subscribe(asked);
    renderAt(<ModeratePage />, '/moderate');
    expect(screen.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
    expect(sdk.watchAllSubmissions).not.toHaveBeenCalled();
  });

  it('tells a signed-in student their account is not a moderator, without reading the queue', () => {
    act(() => setAccount(account({})));
    renderAt(<ModeratePage />, '/moderate');
    expect(screen.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your account \(someone@example.com\) is not a moderator\./),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(sdk.watchAllSubmissions).not.toHaveBeenCalled();
  });

  it('lists the queue oldest first and approves the opened paper with corrected details', async () => {
    act(() => setAccount(account({ moderator: true })));
    renderAt(<ModeratePage />, '/moderate');
    await screen.findByText('Loading the queue…');
    act(() =>
      deliver([
        entry('s1'),
        entry('s2', { courseCode: 'MAT3003', courseName: 'Calculus', exam: 'fat' }),
      ]),
    );
    const queue = screen.getByRole('region', { name: /Waiting for review/ });
    const rows = within(queue).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('CSE2005 · Operating Systems'),
      expect.stringContaining('MAT3003 · Calculus'),
    ]);
    fireEvent.click(within(rows[0]!).getByRole('button'));
    const panel = screen.getByRole('article', { name: 'CSE2005 Operating Systems' });
    fireEvent.change(within(panel).getByLabelText('Slot'), { target: { value: 'c1+tc1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve with these details' }));
    await screen.findByText(/Published CSE2005 Operating Systems in CAT-1 papers\./);
    expect(sdk.approveSubmission).toHaveBeenCalledWith(
      expect.anything(),
      'me',
      expect.objectContaining({ id: 's1' }),
      { exam: 'cat1', courseCode: 'CSE2005', courseName: 'Operating Systems', slot: 'C1+TC1' },
    );
  });

  it('refuses a malformed course code before sending, and marks the field', () => {
    act(() => setAccount(account({ moderator: true })));
    renderAt(<ModeratePage />, '/moderate?item=asha/s1');
    return screen.findByText('Loading the queue…').then(() => {
      act(() => deliver([entry('s1')]));
      const code = screen.getByLabelText('Course code');
      fireEvent.change(code, { target: { value: 'operating' } });
      fireEvent.click(screen.getByRole('button', { name: 'Approve with these details' }));
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(/Check this: Like CSE2005/)).toBeVisible();
      expect(sdk.approveSubmission).not.toHaveBeenCalled();
    });
  });

  it('asks why before rejecting, with Other needing words', async () => {
    act(() => setAccount(account({ moderator: true })));
    renderAt(<ModeratePage />, '/moderate?item=asha/s1');
    await screen.findByText('Loading the queue…');
    act(() => deliver([entry('s1')]));
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this paper?' });
    fireEvent.click(within(dialog).getByLabelText('Other'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject paper' }));
    expect(within(dialog).getByText('Write the reason the student will read.')).toBeVisible();
    fireEvent.click(within(dialog).getByLabelText('Pages missing, blurred or unreadable'));
    fireEvent.change(within(dialog).getByLabelText('More detail (optional)'), {
      target: { value: 'page 2 is cut off' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject paper' }));
    await screen.findByText(/Rejected CSE2005 Operating Systems/);
    expect(sdk.rejectSubmission).toHaveBeenCalledWith(
      'db',
      'me',
      expect.objectContaining({ id: 's1' }),
      'Pages missing, blurred or unreadable: page 2 is cut off',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an item another moderator decided as decided, with no decision buttons', async () => {
    act(() => setAccount(account({ moderator: true })));
    renderAt(<ModeratePage />, '/moderate?item=asha/s1');
    await screen.findByText('Loading the queue…');
    act(() =>
      deliver([
        entry('s1', {
          status: 'approved',
          decidedBy: 'other',
          decidedAt: Date.now() - 60_000,
          paperId: 's1',
        }),
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Another moderator has already approved this paper (1 min ago). Open the published paper',
    );
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByText(/Published by another moderator/)).toBeVisible();
  });
});
