import { BehaviorSubject } from 'rxjs';
import { databaseReady } from '@vithelper/shared';
import { queueReport, REPORTS_KEY, takeReport } from '@vithelper/contracts/release';
import { sendLoadReports } from './send-load-reports';

/** The session's signed-in account, as the bus says it (null: no session yet). */
const account = new BehaviorSubject<{ uid: string } | null>(null);
jest.mock('@vithelper/shared', () => ({
  databaseReady: jest.fn(() => Promise.resolve({})),
  get account$() {
    return account;
  },
}));
const signInAs = (uid: string | null) => account.next(uid ? { uid } : null);

/** What the database received: the counter paths each +1 was written to. */
let written: string[] = [];
jest.mock('./load-reports-sdk', () => ({
  sendKeptReports: (_session: unknown, storage: Storage) => {
    // As load-reports-sdk.ts does: each report is taken out of storage, then written.
    for (let r = takeReport(storage); r; r = takeReport(storage))
      written.push(`${r.section}/${r.outcome}`);
  },
}));

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  written = [];
  window.localStorage.clear();
  signInAs('guest-1');
});

describe('sendLoadReports', () => {
  it('keeps the reports of loads made offline and sends them, once, when the connection returns', async () => {
    setOnline(false);
    queueReport(window.localStorage, {
      section: 'exams',
      release: 'current',
      outcome: 'ok',
      bucket: 't500',
    });
    sendLoadReports();
    await flush();
    expect(written).toEqual([]);
    expect(window.localStorage.getItem(REPORTS_KEY)).toContain('exams');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(written).toEqual(['exams/ok']);
    expect(databaseReady).toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    sendLoadReports();
    await flush();
    expect(written).toEqual(['exams/ok']);
  });
});
