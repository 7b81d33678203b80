import type { DueToday } from './due-today';

/**
 * The morning inbox item (docs/practice.md, "Due today"): on a day with questions due, one item,
 * made on the device the first time the site is opened that day. Its id is the day, so a second
 * device (or a second tab) that tries the same day finds it there and adds nothing.
 */

/** The practice page of a course. */
export const practiceLink = (code: string) => `/courses/${encodeURIComponent(code)}/practice`;

/** The local day of `now`, as 2026-11-29. */
export function dayKey(now: number): string {
  const day = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The item's id for the day of `now` (database.rules.json lets the owner create only these). */
export const morningItemId = (now: number) => `due-${dayKey(now)}`;

/** Whether the day of `now` still needs its look (the device last looked on `lastDay`). */
export const morningDue = (lastDay: string | null, now: number) => lastDay !== dayKey(now);

export type MorningItem = { id: string; title: string; link: string };

/** The day's item, or null on a day with nothing due. */
export function morningItem(due: DueToday, now: number): MorningItem | null {
  const [first] = due.courses;
  if (!first) return null;
  const verb = due.total === 1 ? 'question is' : 'questions are';
  const where =
    due.courses.length === 1
      ? `in ${first.name}`
      : `in ${due.courses.length} courses, ${first.due} in ${first.name}`;
  const title = `${due.total} ${verb} due today ${where}`;
  return {
    id: morningItemId(now),
    title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
    link: practiceLink(first.code),
  };
}
