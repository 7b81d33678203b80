import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { RequestEntry } from '@vithelper/contracts/feedback';
import MostWanted from './most-wanted';

let deliver: (requests: RequestEntry[]) => void = () => undefined;
const sdk = {
  watchMostWanted: jest.fn((_db: unknown, onChange: (requests: RequestEntry[]) => void) => {
    deliver = onChange;
    return () => undefined;
  }),
  voteRequest: jest.fn(() => Promise.resolve()),
  withdrawVote: jest.fn(() => Promise.resolve()),
};
const checkEmailVerified = jest.fn<Promise<boolean>, []>();

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  checkEmailVerified: () => checkEmailVerified(),
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: () => Promise.resolve({ sdk, db: 'db' }),
}));

const WANTED: RequestEntry = {
  key: 'cat1~MAT3004~any',
  exam: 'cat1',
  courseCode: 'MAT3004',
  by: 'a',
  createdAt: 1,
  status: 'open',
  voters: ['a'],
  votes: 1,
};

async function vote() {
  act(() =>
    setAccount({
      uid: 'me',
      anonymous: false,
      name: null,
      email: 'me@example.com',
      moderator: false,
      unverified: true,
    }),
  );
  renderAt(<MostWanted />);
  await act(async () => undefined);
  act(() => deliver([WANTED]));
  const region = screen.getByRole('region', { name: 'Most wanted' });
  await act(async () => {
    fireEvent.click(within(region).getByRole('button', { name: 'I need it too' }));
  });
  return region;
}

describe('Most wanted, for a student whose email is not verified', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says to verify the email before voting, with the link to send again', async () => {
    checkEmailVerified.mockResolvedValue(false);
    const region = await vote();
    expect(
      await within(region).findByText(
        'Verify your email to vote. We sent a link to me@example.com: open it, then try again here.',
      ),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'I need it too' })).toBeEnabled(),
    );
    expect(sdk.voteRequest).not.toHaveBeenCalled();
  });

  it('counts the vote once the link has been opened', async () => {
    checkEmailVerified.mockResolvedValue(false);
    const region = await vote();
    expect(await within(region).findByText(/^Verify your email to vote/)).toBeVisible();
    // The student opens the link in their mail, comes back and votes again.
    checkEmailVerified.mockResolvedValue(true);
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'I need it too' }));
    });
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'I need it too' })).toBeEnabled(),
    );
    expect(sdk.voteRequest).toHaveBeenCalledWith('db', 'me', 'cat1~MAT3004~any');
    expect(within(region).queryByText(/Verify your email/)).toBeNull();
  });
});
