import {
  loadFailureKind,
  queueReport,
  releaseFromKey,
  releaseKey,
  reportUpdate,
  reportWait,
  noteReportSent,
  shouldFallBack,
  takeReport,
  timeBucket,
} from './load-report';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the fallback decision', () => {
  it('falls back only from a candidate, and only while the device is online', () => {
    expect(shouldFallBack('candidate', true)).toBe(true);
    expect(shouldFallBack('candidate', false)).toBe(false);
    expect(shouldFallBack('stable', true)).toBe(false);
    expect(shouldFallBack('preview', true)).toBe(false);
  });

  it('names the kind of failure from the error and the phase it happened in', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), {
      name: 'ChunkLoadError',
      type: 'missing',
    });
    const chunkTimeout = Object.assign(new Error('Loading chunk 12 failed.'), {
      name: 'ChunkLoadError',
      type: 'timeout',
    });
    expect(loadFailureKind(chunk, 'load')).toBe('chunk');
    expect(loadFailureKind(chunkTimeout, 'load')).toBe('timeout');
    expect(
      loadFailureKind(
        new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'),
        'load',
      ),
    ).toBe('manifest');
    expect(loadFailureKind(new DOMException('signal timed out', 'TimeoutError'), 'load')).toBe(
      'timeout',
    );
    expect(loadFailureKind(new Error('RUNTIME-008 Failed to load script resources.'), 'load')).toBe(
      'chunk',
    );
    expect(loadFailureKind(new TypeError('x is undefined'), 'render')).toBe('render');
  });
});

describe('load reports', () => {
  it('keys a release by its version folder, without dots, and back', () => {
    expect(releaseKey('https://exams.web.app/1.0.1-0badcafe/mf-manifest.json')).toBe(
      '1,0,1-0badcafe',
    );
    expect(releaseFromKey('1,0,1-0badcafe')).toBe('1.0.1-0badcafe');
    expect(releaseKey('http://localhost:3001/mf-manifest.json')).toBe('current');
    expect(releaseKey('not a url')).toBe('current');
    // Only a built version's form is a key (database.rules.json refuses the rest).
    expect(releaseKey('https://exams.web.app/latest/mf-manifest.json')).toBe('current');
    expect(releaseKey(`https://exams.web.app/1.0.1-${'a'.repeat(60)}/mf-manifest.json`)).toBe(
      'current',
    );
  });

  it('puts a load time in its bucket', () => {
    expect(timeBucket(0)).toBe('t250');
    expect(timeBucket(250)).toBe('t250');
    expect(timeBucket(251)).toBe('t500');
    expect(timeBucket(120_000)).toBe('t120000');
    expect(timeBucket(120_001)).toBe('tmore');
  });

  it('writes a report as its account: the rate record, the release record and one counter', () => {
    expect(
      reportUpdate(
        { section: 'exams', release: '1,0,1-0badcafe', outcome: 'chunk', bucket: 't1000' },
        'guest-1',
        { one: '+1', now: 'now' },
      ),
    ).toEqual({
      '_reporters/guest-1/at': 'now',
      '_reporters/guest-1/n': '+1',
      'exams/1,0,1-0badcafe/guest-1/n': '+1',
      'exams/1,0,1-0badcafe/guest-1/last': 'chunk/t1000',
      'exams/1,0,1-0badcafe/guest-1/chunk/t1000': '+1',
    });
  });

  it('keeps reports until they are taken, and gives each out once, oldest first', () => {
    const storage = memoryStorage();
    const report = { section: 'exams', release: 'current', outcome: 'ok', bucket: 't500' } as const;
    queueReport(storage, report);
    queueReport(storage, { ...report, outcome: 'render' });
    expect(takeReport(storage)).toEqual(report);
    expect(takeReport(storage)).toEqual({ ...report, outcome: 'render' });
    expect(takeReport(storage)).toBeUndefined();
  });

  it('waits out the rules’ interval after the last report this device sent', () => {
    const storage = memoryStorage();
    expect(reportWait(storage, 10_000)).toBe(0);
    noteReportSent(storage, 10_000);
    expect(reportWait(storage, 10_000)).toBe(2_500);
    expect(reportWait(storage, 11_000)).toBe(1_500);
    expect(reportWait(storage, 12_500)).toBe(0);
    // A clock set back does not hold reports for longer.
    expect(reportWait(storage, 5_000)).toBe(0);
  });
});
