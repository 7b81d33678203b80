import { act, fireEvent, screen, within } from '@testing-library/react';
import { signInRequests$ } from '@vithelper/shared';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { RequestEntry } from '@vithelper/contracts/feedback';
import MostWanted from './most-wanted';

const request = (courseCode: string, voters: string[], slot?: string): RequestEntry => ({
  key: `cat1~${courseCode}~${slot ?? 'any'}`,
  exam: 'cat1',
  courseCode,
  ...(slot ? { slot } : {}),
  by: voters[0]!,
  createdAt: 1,
  status: 'open',
  voters,
  votes: voters.length,
});

let deliver: (requests: RequestEntry[]) => void = () => undefined;
const sdk = {
  watchMostWanted: jest.fn((_db: unknown, onChange: (requests: RequestEntry[]) => void) => {
    deliver = onChange;
    return () => undefined;
  }),
  voteRequest: jest.fn(() => Promise.resolve()),
  withdrawVote: jest.fn(() => Promise.resolve()),
};

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: () => Promise.resolve({ sdk, db: 'db' }),
}));

const signedIn = (anonymous: boolean) =>
  act(() => setAccount({ uid: 'me', anonymous, name: null, email: null, moderator: false }));

async function showRequests(requests: RequestEntry[]) {
  renderAt(<MostWanted />);
  await act(async () => undefined);
  act(() => deliver(requests));
  return screen.getByRole('region', { name: 'Most wanted' });
}

describe('Most wanted', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists open requests by votes, each with "I have this paper" opening a filled-in upload', async () => {
    signedIn(false);
    const region = await showRequests([
      request('MAT3004', ['a', 'b', 'me'], 'A1+TA1'),
      request('CSE1001', ['c']),
    ]);
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('MAT3004CAT-1 · slot A1+TA13 students want it'),
      expect.stringContaining('CSE1001CAT-1 · any slot1 student wants it'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'I have this paper' })).toHaveAttribute(
      'href',
      '/contribute?from=request&exam=cat1&code=MAT3004&slot=A1%2BTA1',
    );
    // The student's own vote shows pressed, and withdraws; another request takes a vote.
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Withdraw my vote' }));
    expect(within(rows[0]!).getByRole('button', { name: 'Withdraw my vote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'I need it too' }));
    await act(async () => undefined);
    expect(sdk.withdrawVote).toHaveBeenCalledWith('db', 'me', 'cat1~MAT3004~A1+TA1');
    expect(sdk.voteRequest).toHaveBeenCalledWith('db', 'me', 'cat1~CSE1001~any');
  });

  it('asks a guest to sign in before voting, and says when there is nothing asked for', async () => {
    signedIn(true);
    const asked = jest.fn();
    const subscription = signInRequests$.subscribe(asked);
    const region = await showRequests([request('CSE1001', ['c'])]);
    fireEvent.click(within(region).getByRole('button', { name: 'I need it too' }));
    expect(asked).toHaveBeenCalled();
    expect(sdk.voteRequest).not.toHaveBeenCalled();
    act(() => deliver([]));
    expect(within(region).getByText('No open requests right now.')).toBeVisible();
    // The request form opens on demand (the upload form above has fields of the same names).
    expect(screen.queryByRole('region', { name: 'Request a paper' })).not.toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Request a paper' }));
    expect(screen.getByRole('region', { name: 'Request a paper' })).toBeVisible();
    subscription.unsubscribe();
  });
});
