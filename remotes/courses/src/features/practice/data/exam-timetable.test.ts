import { examTimetable, timetableSlots } from './exam-timetable';

const readTimetable = jest.fn<Promise<unknown>, [unknown]>();
jest.mock('@vithelper/shared', () => ({ databaseReady: () => Promise.resolve('db') }));
jest.mock('./practice-sdk', () => ({ readTimetable: (db: unknown) => readTimetable(db) }));

const STORED = { term: 'Winter 2026-27', cat1: { A1: '2027-01-25' }, fat: { B2: '2026-12-01' } };

describe('examTimetable', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    readTimetable.mockReset();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('gives a stored timetable that fits, reading it once', async () => {
    readTimetable.mockResolvedValue(STORED);
    expect(await examTimetable()).toEqual(STORED);
    expect(await examTimetable()).toEqual(STORED);
    expect(readTimetable).toHaveBeenCalledTimes(1);
  });
});

describe('examTimetable when there is none to use', () => {
  // Each test its own module: a timetable read once is kept for the page's life.
  let read: typeof examTimetable;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.isolateModules(() => {
      read = (jest.requireActual('./exam-timetable') as { examTimetable: typeof examTimetable })
        .examTimetable;
    });
    readTimetable.mockReset();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is null when none is stored, and asks again next time', async () => {
    readTimetable.mockResolvedValue(null);
    expect(await read()).toBeNull();
    readTimetable.mockResolvedValue(STORED);
    expect(await read()).toEqual(STORED);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is null, with a warning, for a stored value that does not fit', async () => {
    readTimetable.mockResolvedValue({ ...STORED, cat1: { 'A1<script>': '2027-01-25' } });
    expect(await read()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not fit'));
  });

  it('is null when the read fails, and offline without asking', async () => {
    readTimetable.mockRejectedValue(new Error('permission_denied'));
    expect(await read()).toBeNull();
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    readTimetable.mockClear();
    expect(await read()).toBeNull();
    expect(readTimetable).not.toHaveBeenCalled();
    online.mockRestore();
  });
});

describe('timetableSlots', () => {
  it('lists every slot in name order while a day is still to come', () => {
    const timetable = {
      term: 'T',
      cat1: { B1: '2027-01-26', A10: '2027-01-27', A2: '2027-01-25' },
    };
    expect(timetableSlots(timetable, '2027-01-27')).toEqual(['A2', 'A10', 'B1']);
    expect(timetableSlots(timetable, '2027-01-28')).toEqual([]);
    expect(timetableSlots(null, '2027-01-01')).toEqual([]);
  });
});
