import type { APIRoute } from 'astro';
import { loadManagedStay } from '../../../../../loaders/manage.ts';
import { bookingIcs } from '../../../../../site/ics.ts';
import { icsResponse } from '../../../../../serving/ics-response.ts';
import { publicOrigin } from '../../../../../serving/public-origin.ts';
import * as urls from '../../../../../site/urls.ts';

/** The booking as it stands after any change, as an iCalendar file (same UID, so calendars update the stay). */
export const GET: APIRoute = async (context) => {
  const found = await loadManagedStay({
    request: context.request,
    params: context.params,
    // Astro's getter throws where the address is unknown; the loader reads it carefully.
    get clientAddress() {
      return context.clientAddress;
    },
    // Cookies the API might set have nowhere to go from a file download: they are dropped.
    response: { headers: new Headers() },
  });
  if (!found)
    return new Response('Not found', {
      status: 404,
      headers: { 'Cache-Control': 'private, no-store' },
    });
  const { property, reservation, code } = found;
  const manage = new URL(
    urls.manageReservation(property.PropertyCode, reservation.ReservationNumber, code),
    publicOrigin(),
  ).href;
  const rooms = reservation.Items.filter((item) => !item.IsCancelled);
  const body = bookingIcs({
    reservationNumber: reservation.ReservationNumber,
    hotelName: property.PropertyName,
    hotelAddress: property.PropertyAddress,
    arrive: reservation.DateFrom,
    depart: reservation.DateTo,
    rooms: rooms.map((room) => ({
      roomTypeName: room.RoomTypeName,
      ratePlanName: room.RatePlanName,
    })),
    manageUrl: manage,
    now: new Date(),
    locale: context.locals.locale,
  });
  return icsResponse(body, reservation.ReservationNumber);
};
