import dayjs from 'dayjs';

/** Spec §9 display pattern, e.g. "Monday, 7 Dec 2026". */
export const STAY_DATE_FORMAT = 'dddd, D MMM YYYY';

/** Formats a hotel-local ISO date (YYYY-MM-DD) for guests. */
export function formatStayDate(isoDate: string): string {
  return dayjs(isoDate).format(STAY_DATE_FORMAT);
}
