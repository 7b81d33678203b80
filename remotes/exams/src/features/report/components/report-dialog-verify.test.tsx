import { act, fireEvent, screen } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { ReportDialog } from './report-dialog';

const sdk = {
  reportingBlockedBecause: jest.fn((): Promise<Error | null> => Promise.resolve(null)),
  sendReport: jest.fn((): Promise<string> => Promise.resolve('cat1-p1')),
};
const checkEmailVerified = jest.fn<Promise<boolean>, []>();
jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  checkEmailVerified: () => checkEmailVerified(),
}));
jest.mock('../data/report-ready', () => ({
  reportReady: () => Promise.resolve({ sdk, db: 'db' }),
}));

describe('ReportDialog, for a student whose email is not verified', () => {
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('says to verify the email, keeps the report, and sends it once the link is opened', async () => {
    act(() =>
      setAccount({
        uid: 'asha',
        anonymous: false,
        name: 'Asha',
        email: 'asha@example.com',
        moderator: false,
        unverified: true,
      }),
    );
    renderAt(
      <ReportDialog
        exam="cat1"
        paperId="p1"
        listed={{ courseName: 'Operating Systems', courseCode: 'CSE2005', slot: 'C1' }}
        onClose={jest.fn()}
        onSignIn={jest.fn()}
      />,
      '/cat1papers/p1',
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Unreadable/ }));
    checkEmailVerified.mockResolvedValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(
        'Verify your email to report a paper. We sent a link to asha@example.com: open it, then try again here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Unreadable/ })).toBeChecked();
    expect(sdk.sendReport).not.toHaveBeenCalled();

    checkEmailVerified.mockResolvedValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await act(async () => undefined);
    expect(sdk.sendReport).toHaveBeenCalledWith('db', {
      uid: 'asha',
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'unreadable' },
    });
    expect(screen.queryByText(/Verify your email/)).toBeNull();
  });
});
