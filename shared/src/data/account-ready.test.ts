import type { Account } from '@vithelper/contracts/account';
import { setAccount } from '../bus/event-bus';
import { accountReady } from './account-ready';

jest.mock('./firebase', () => ({
  connectFirebase: jest.fn(() => new Promise(() => undefined)),
  firebaseReady: jest.fn(() => new Promise(() => undefined)),
}));

const student: Account = {
  uid: 'sample-student',
  anonymous: false,
  name: 'Sample Student',
  email: 'student@vithelper.test',
  moderator: false,
};

describe('accountReady', () => {
  it('waits for the SDK’s report and gives the account it reports, not a guest', async () => {
    setAccount(null);
    let settled: Account | null = null;
    const waiting = accountReady().then((account) => {
      settled = account;
    });
    await Promise.resolve();
    expect(settled).toBeNull();
    setAccount(student);
    await waiting;
    expect(settled).toEqual(student);
  });
});
