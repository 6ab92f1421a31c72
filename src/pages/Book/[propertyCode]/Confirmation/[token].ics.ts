import type { APIRoute } from 'astro';
import { loadConfirmedBooking } from '../../../../loaders/reservation.ts';
import { bookingIcs } from '../../../../site/ics.ts';
import { icsResponse } from '../../../../serving/ics-response.ts';
import { publicOrigin } from '../../../../serving/public-origin.ts';

/** "Add to calendar": the confirmed stay as an iCalendar file. */
export const GET: APIRoute = async ({ params, locals }) => {
  const booking = await loadConfirmedBooking(params);
  if (!booking) return new Response('Not found', { status: 404 });
  const { property, confirmation } = booking;
  const manage = new URL(confirmation.ManageUrl, publicOrigin()).href;
  const body = bookingIcs({
    reservationNumber: confirmation.ReservationNumber,
    hotelName: property.PropertyName,
    hotelAddress: property.PropertyAddress,
    arrive: confirmation.DateFrom,
    depart: confirmation.DateTo,
    rooms: confirmation.Rooms.map((room) => ({
      roomTypeName: room.RoomTypeName,
      ratePlanName: room.RatePlanName,
    })),
    manageUrl: manage,
    now: new Date(),
    locale: locals.locale,
  });
  return icsResponse(body, confirmation.ReservationNumber);
};
