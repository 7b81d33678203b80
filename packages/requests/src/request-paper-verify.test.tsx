import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RequestPaper from './request-paper';

const requestPaper = jest.fn();
const checkEmailVerified = jest.fn<Promise<boolean>, []>();
const sendVerificationEmail = jest.fn<Promise<void>, []>();
const account = {
  uid: 'asha',
  anonymous: false,
  name: null,
  email: 'asha@example.com',
  moderator: false,
  unverified: true,
};

jest.mock('@vithelper/shared', () => ({
  useAccount: () => account,
  requestSignIn: () => undefined,
  checkEmailVerified: () => checkEmailVerified(),
  sendVerificationEmail: () => sendVerificationEmail(),
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: async () => ({ sdk: { requestPaper }, db: 'db' }),
}));

function askForPaper() {
  render(
    <MemoryRouter>
      <RequestPaper codes={['CSE2005']} exam="cat1" courseCode="CSE2005" />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
}

const VERIFY =
  'Verify your email to ask for a paper. We sent a link to asha@example.com: open it, then try again here.';

describe('Verify your email', () => {
  beforeEach(() => jest.resetAllMocks());

  it('stops an unverified student’s request with what to do, sending nothing', async () => {
    checkEmailVerified.mockResolvedValue(false);
    askForPaper();
    expect(await screen.findByText(VERIFY)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    expect(requestPaper).not.toHaveBeenCalled();
    // What they typed stays for the next try.
    expect(screen.getByLabelText('Course code')).toHaveValue('CSE2005');
  });

  it('sends the link again and says so, or says why it could not', async () => {
    checkEmailVerified.mockResolvedValue(false);
    askForPaper();
    sendVerificationEmail.mockResolvedValueOnce(undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('Sent. Check your inbox (and the spam folder) for the newest link.'),
    ).toBeVisible();
    sendVerificationEmail.mockRejectedValueOnce(
      new Error('Too many attempts. Wait a minute, then try again.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('Too many attempts. Wait a minute, then try again.'),
    ).toBeVisible();
    expect(sendVerificationEmail).toHaveBeenCalledTimes(2);
  });

  it('goes on once the student has opened the link', async () => {
    checkEmailVerified.mockResolvedValue(false);
    requestPaper.mockResolvedValue({ key: 'cat1~CSE2005~any', created: true });
    askForPaper();
    expect(await screen.findByText(VERIFY)).toBeVisible();
    // The student opens the link in their mail, comes back and tries again.
    checkEmailVerified.mockResolvedValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(
      await screen.findByText('Requested. You hear in your inbox when it arrives.'),
    ).toBeVisible();
    expect(screen.queryByText(VERIFY)).toBeNull();
    expect(requestPaper).toHaveBeenCalledWith('db', 'asha', {
      exam: 'cat1',
      courseCode: 'CSE2005',
    });
  });
});
