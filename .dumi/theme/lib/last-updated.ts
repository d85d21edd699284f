const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A page's "Last updated" date, as English text in UTC ("November 22, 2026"): the same on the
 * server that prerenders the page and in every visitor's browser, so it is part of the static HTML
 * and hydrates without a mismatch. Written without `Intl`, whose first use in a page costs tens of
 * milliseconds of main thread. Returns `null` for a missing or invalid time.
 */
export function formatLastUpdated(time: number | string | undefined): { iso: string; text: string } | null {
  if (time === undefined || time === '') return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return {
    iso: date.toISOString(),
    text: `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  };
}
