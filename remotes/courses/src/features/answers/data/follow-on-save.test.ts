import type { Account } from '@vithelper/contracts/account';
import { followOnSave } from './follow-on-save';

const accountReady = jest.fn<Promise<Account>, []>();
const checkEmailVerified = jest.fn<Promise<boolean>, []>();
const setFollowing = jest.fn<Promise<void>, [unknown, string, string, boolean]>();
jest.mock('@vithelper/shared', () => ({
  accountReady: () => accountReady(),
  checkEmailVerified: () => checkEmailVerified(),
}));
jest.mock('./answers', () => ({
  answersSdk: () =>
    Promise.resolve({
      db: 'db',
      sdk: {
        setFollowing: (db: unknown, q: string, uid: string, on: boolean) =>
          setFollowing(db, q, uid, on),
      },
    }),
}));

const QUESTION = 'q_0000000000004';
const student = (over: Partial<Account> = {}): Account => ({
  uid: 'student-1',
  anonymous: false,
  name: 'Sample Student',
  email: 'student@example.com',
  moderator: false,
  ...over,
});
const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

describe('followOnSave', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    setOnline(true);
    setFollowing.mockResolvedValue(undefined);
  });

  it('follows the question for a signed-in, verified student', async () => {
    accountReady.mockResolvedValue(student());
    await expect(followOnSave(QUESTION)).resolves.toBe('followed');
    expect(setFollowing).toHaveBeenCalledWith('db', QUESTION, 'student-1', true);
  });

  it('asks nothing of a guest and follows nothing', async () => {
    accountReady.mockResolvedValue(student({ anonymous: true, email: null, name: null }));
    await expect(followOnSave(QUESTION)).resolves.toBe('guest');
    expect(setFollowing).not.toHaveBeenCalled();
  });

  it('says an unverified account cannot follow yet, and follows once the email is verified', async () => {
    accountReady.mockResolvedValue(student({ unverified: true }));
    checkEmailVerified.mockResolvedValue(false);
    await expect(followOnSave(QUESTION)).resolves.toBe('unverified');
    expect(setFollowing).not.toHaveBeenCalled();

    checkEmailVerified.mockResolvedValue(true);
    await expect(followOnSave(QUESTION)).resolves.toBe('followed');
  });

  it('does not follow offline, nor when the write is refused, and never throws', async () => {
    accountReady.mockResolvedValue(student());
    setOnline(false);
    await expect(followOnSave(QUESTION)).resolves.toBe('not-followed');
    expect(setFollowing).not.toHaveBeenCalled();

    setOnline(true);
    setFollowing.mockRejectedValue(new Error('PERMISSION_DENIED'));
    await expect(followOnSave(QUESTION)).resolves.toBe('not-followed');
    accountReady.mockRejectedValue(new Error('no session'));
    await expect(followOnSave(QUESTION)).resolves.toBe('not-followed');
  });
});
