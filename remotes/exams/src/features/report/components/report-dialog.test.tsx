import { act, fireEvent, screen } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { ReportDialog } from './report-dialog';

const sdk = {
  reportingBlockedBecause: jest.fn((): Promise<Error | null> => Promise.resolve(null)),
  sendReport: jest.fn((): Promise<string> => Promise.resolve('cat1-p1')),
};
jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
}));
jest.mock('../data/report-ready', () => ({
  reportReady: () => Promise.resolve({ sdk, db: 'db' }),
}));

const account = (anonymous: boolean) => ({
  uid: 'asha',
  anonymous,
  name: 'Asha',
  email: anonymous ? null : 'asha@example.com',
  moderator: false,
});

const dialog = (onClose = jest.fn(), onSignIn = jest.fn()) =>
  renderAt(
    <ReportDialog
      exam="cat1"
      paperId="p1"
      listed={{ courseName: 'Operating Systems', courseCode: 'CSE2005', slot: 'C1' }}
      onClose={onClose}
      onSignIn={onSignIn}
    />,
    '/cat1papers/p1',
  );

describe('ReportDialog', () => {
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('asks a guest to sign in, and sends nothing', () => {
    act(() => setAccount(account(true)));
    const asked = jest.fn();
    dialog(jest.fn(), asked);
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toHaveTextContent(
      'CSE2005 Operating Systems (CAT-1, C1)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(sdk.reportingBlockedBecause).not.toHaveBeenCalled();
  });

  it('sends a wrong course code as the student wrote it, after saying what is missing', async () => {
    act(() => setAccount(account(false)));
    dialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what is wrong with this paper.');
    fireEvent.click(screen.getByRole('radio', { name: /Wrong details/ }));
    expect(screen.getByText('Listed now as CSE2005.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('The right course code'), {
      target: { value: 'cse 20x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByLabelText('The right course code')).toHaveAccessibleDescription(
      'Write the course code like CSE2005.',
    );
    fireEvent.change(screen.getByLabelText('The right course code'), {
      target: { value: 'cse 2006' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Thank you\. A moderator will look at it/)).toBeVisible();
    expect(sdk.sendReport).toHaveBeenCalledWith('db', {
      uid: 'asha',
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'details', field: 'courseCode', value: 'cse 2006' },
    });
    expect(screen.getByRole('link', { name: 'My contributions' })).toHaveAttribute(
      'href',
      '/contribute/mine',
    );
  });

  it('says why a student cannot report now, in place of the form', async () => {
    act(() => setAccount(account(false)));
    sdk.reportingBlockedBecause.mockResolvedValueOnce(
      new Error('You have sent 10 reports today, the most for one day. Try again in 5 h.'),
    );
    dialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent 10 reports today, the most for one day. Try again in 5 h.',
    );
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('keeps what was written when the report is refused, and says why', async () => {
    act(() => setAccount(account(false)));
    sdk.sendReport.mockRejectedValueOnce(
      Object.assign(new Error('The report was not accepted: sign in (not as a guest).'), {
        reason: 'refused',
      }),
    );
    const onClose = jest.fn();
    dialog(onClose);
    fireEvent.click(await screen.findByRole('radio', { name: /Something else/ }));
    fireEvent.change(screen.getByLabelText('What is wrong?'), {
      target: { value: 'Page 2 is from another course.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report was not accepted');
    expect(screen.getByLabelText('What is wrong?')).toHaveValue('Page 2 is from another course.');
    fireEvent.keyDown(screen.getByLabelText('What is wrong?'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
