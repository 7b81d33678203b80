/**
 * The institute's exam timetable (docs/practice.md, "The exam timetable"), read once a page asks
 * and checked against @vithelper/contracts/practice: what the exam dates form suggests from.
 */
import { databaseReady } from '@vithelper/shared';
import { examTimetableSchema, type ExamTimetable } from '@vithelper/contracts/practice';
import { readOr } from '../../../common/read-or';

let reading: Promise<ExamTimetable | null> | null = null;

async function read(): Promise<ExamTimetable | null> {
  const [db, sdk] = await Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "practice-sdk" */ './practice-sdk'),
  ]);
  const stored = await sdk.readTimetable(db);
  const parsed = examTimetableSchema.safeParse(stored);
  if (!parsed.success && stored !== null)
    console.warn('The exam timetable does not fit its schema: no dates are suggested.');
  return parsed.success ? parsed.data : null;
}

/**
 * The stored timetable; null when none is set, it does not fit, the device is offline or the
 * database does not answer. Read once per page load; a failed read is tried again next time.
 */
export function examTimetable(): Promise<ExamTimetable | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(null);
  reading ??= readOr(read(), null).then((timetable) => {
    if (!timetable) reading = null;
    return timetable;
  });
  return reading;
}

/**
 * The slots a student can pick, in the timetable's order of slot names, when any of its days is
 * `today` or later: a past term's timetable suggests nothing.
 */
export function timetableSlots(timetable: ExamTimetable | null, today: string): string[] {
  if (!timetable) return [];
  const kinds = [timetable.cat1, timetable.cat2, timetable.fat];
  if (!kinds.some((slots) => Object.values(slots ?? {}).some((day) => day >= today))) return [];
  const slots = new Set(kinds.flatMap((each) => Object.keys(each ?? {})));
  return [...slots].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
