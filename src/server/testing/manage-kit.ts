import * as v from 'valibot';
import {
  ManageSearchResultSchema,
  type ManageReservation,
} from '../../api/contract/manage-booking.ts';
import { CreateReservationResultSchema } from '../../api/contract/reservation.ts';
import { linkCode } from '../links/link-code.ts';
import type { ReferenceApi } from '../runtime.ts';
import { bookingRequest, type BookingOptions } from './booking-kit.ts';
import { call, postJson } from './fixtures.ts';

/** Books at the Grand London through Create and opens the booking in manage by its emailed link's code. */
export async function bookAndOpen(
  api: ReferenceApi,
  secret: string,
  options: BookingOptions,
): Promise<ManageReservation> {
  const body = await bookingRequest(api, options);
  const number = v.parse(
    CreateReservationResultSchema,
    (await call(api, '/api/Reservation/Create', postJson(body))).body,
  ).ReservationNumber;
  return v.parse(
    ManageSearchResultSchema,
    (
      await call(
        api,
        '/api/ManageBooking/Search',
        postJson({
          propertyId: 'GRANDLDN',
          reservationNumber: number,
          hash: linkCode(secret, 'manage', number),
        }),
      )
    ).body,
  ).Reservation!;
}

/** A Grand London cancellation reason that asks for no comment. */
export async function plainReasonId(api: ReferenceApi): Promise<number> {
  const answer = await call(api, '/api/StaticData/GRANDLDN/CancellationReasons');
  return (answer.body as { Id: number; RequiresComment: boolean }[]).find(
    (reason) => !reason.RequiresComment,
  )!.Id;
}
