/** An iCalendar file to download; personal data, so never stored by a cache. */
export function icsResponse(body: string, reservationNumber: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reservationNumber}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
