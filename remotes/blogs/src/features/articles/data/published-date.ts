/** Reads a registry date (yyyy-mm-dd) as midnight UTC, so every time zone shows the same day. */
export function publishedDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 13, 2020" */
export function formatPublished(iso: string): string {
  return longDate.format(publishedDate(iso));
}
