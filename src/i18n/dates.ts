const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Formats a hotel-local ISO date (YYYY-MM-DD) for guests in the spec §9 pattern, e.g. "Monday, 7 Dec
 * 2026" (written out rather than through a date library, which every booking page would download).
 */
export function formatStayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(2000, 0, 1));
  weekday.setUTCFullYear(year, month - 1, day);
  return `${WEEKDAYS[weekday.getUTCDay()]}, ${day} ${MONTHS[month - 1]} ${year}`;
}
