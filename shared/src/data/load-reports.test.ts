import { queueReport, REPORTS_KEY, takeReport } from '../release/load-report';
import { firebaseConnected, firebaseReady, type Connected } from './firebase';
import { sendLoadReports } from './load-reports';

jest.mock('./firebase', () => ({ firebaseConnected: jest.fn(), firebaseReady: jest.fn() }));

/** What the database received: the counter paths each +1 was written to. */
let written: string[] = [];
const connected = {
  handles: {},
  sdk: {
    sendLoadReports: jest.fn((_handles: unknown, storage: Storage) => {
      // As firebase-sdk.ts does: each report is taken out of storage, then written.
      for (let r = takeReport(storage); r; r = takeReport(storage))
        written.push(`${r.section}/${r.outcome}`);
    }),
  },
} as unknown as Connected;

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  written = [];
  window.localStorage.clear();
  jest.mocked(firebaseConnected).mockResolvedValue(connected);
  jest.mocked(firebaseReady).mockResolvedValue(connected);
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
    expect(firebaseReady).toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    sendLoadReports();
    await flush();
    expect(written).toEqual(['exams/ok']);
  });
});
