const DAY_MS = 86_400_000;

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Whole calendar months from a to b (UTC), counting a month only once its day is reached. */
function monthsBetween(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * How long ago an article was published, in the largest whole unit
 * ("3 years ago", "5 months ago", "2 weeks ago", "yesterday").
 * A date in the future (a wrong clock) reads as "today" rather than "in 2 days".
 */
export function relativeAge(published: Date, now: Date): string {
  const days = Math.floor((now.getTime() - published.getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days <= 0) return formatter.format(0, 'day');
  const months = monthsBetween(published, now);
  if (months >= 12) return formatter.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return formatter.format(-months, 'month');
  if (days >= 7) return formatter.format(-Math.floor(days / 7), 'week');
  return formatter.format(-days, 'day');
}
