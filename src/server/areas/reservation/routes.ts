import {
  CheckVoucherRequestSchema,
  CheckVoucherResultSchema,
  CreateReservationRequestSchema,
  CreateReservationResultSchema,
  GiveUpPaymentRequestSchema,
  ReservationConfirmationSchema,
  ReservationLookupQuerySchema,
  ReservationStatusSchema,
} from '../../../api/contract/reservation.ts';
import { defineRoute } from '../../http/route.ts';
import { createReservation } from './create-reservation.ts';
import {
  giveUpReservationPayment,
  reservationConfirmation,
  reservationStatus,
} from './reservation-lookup.ts';
import { checkVoucherCode } from './voucher.ts';

const tag = 'Reservation';

export const reservationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/Reservation/Create',
    // Notes and comments (2,000 characters each) and every room with its extras.
    maxBodyBytes: 64 * 1024,
    session: 'optional',
    tag,
    summary:
      'Books the rooms: prices them again, takes inventory for every night in one transaction and pays through the gateway. Send an Idempotency-Key header; the same key answers the first result again.',
    body: CreateReservationRequestSchema,
    response: CreateReservationResultSchema,
    errors: [402, 404, 409, 422, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      createReservation(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'GET',
    path: '/Reservation/Status',
    tag,
    summary:
      'Where the payment of a booking stands (referenceNumber is the confirmation token); a held payment past its time fails here.',
    query: ReservationLookupQuerySchema,
    response: ReservationStatusSchema,
    errors: [404],
    handle: ({ query, ctx }) => reservationStatus(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/Reservation/GiveUpPayment',
    tag,
    summary:
      'After a failed 3-D Secure check the guest came back from: cancels the held booking\u2019s open payment at the provider so its rooms are free at once, then answers as Status (Confirmed when it had been paid after all).',
    body: GiveUpPaymentRequestSchema,
    response: ReservationStatusSchema,
    errors: [404],
    handle: ({ body, ctx }) =>
      giveUpReservationPayment(ctx, {
        propertyId: body.PropertyId,
        referenceNumber: body.ConfirmationToken,
      }),
  }),
  defineRoute({
    method: 'GET',
    path: '/Reservation/Confirmation',
    tag,
    summary: 'The whole booking for its confirmation page, with the manage-booking link.',
    query: ReservationLookupQuerySchema,
    response: ReservationConfirmationSchema,
    errors: [404],
    handle: ({ query, ctx }) => reservationConfirmation(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/Reservation/CheckVoucherCode',
    tag,
    summary: 'Whether a gift voucher can be used, and how much it takes off the booking.',
    body: CheckVoucherRequestSchema,
    response: CheckVoucherResultSchema,
    errors: [404],
    handle: ({ body, ctx, request, responseHeaders }) =>
      checkVoucherCode(ctx, body, request, responseHeaders),
  }),
];
