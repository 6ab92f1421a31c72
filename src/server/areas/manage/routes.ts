import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import {
  DateOptionsRequestSchema,
  DateOptionsResultSchema,
  ItemServicesQuerySchema,
  ItemServicesResultSchema,
  ManageCancelRequestSchema,
  ManageCompletePaymentRequestSchema,
  ManageChangeResultSchema,
  ManageConfigSchema,
  ManageSearchRequestSchema,
  ManageSearchResultSchema,
  ManageUpdateRequestSchema,
  UpgradeOptionsQuerySchema,
  UpgradeOptionsResultSchema,
} from '../../../api/contract/manage-booking.ts';
import { defineRoute } from '../../http/route.ts';
import {
  cancelReservation,
  completePayment,
  getManageConfig,
  searchDateOptions,
  searchReservation,
  updateReservation,
} from './handlers.ts';
import { reservationItemServices } from './item-services.ts';
import { upgradeOptions } from './upgrade-options.ts';

const tag = 'ManageBooking';

export const manageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/ManageBooking/Config/:id',
    tag,
    summary: 'Whether cancelling asks for a reason, and how to reach the hotel.',
    params: EntityRefParamsSchema,
    response: ManageConfigSchema,
    errors: [404],
    handle: ({ params, ctx }) => getManageConfig(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/ManageBooking/Search',
    tag,
    summary:
      'Finds a booking by reservation number and the booker\u2019s or a guest\u2019s last name (any case, accents optional), or by the emailed link\u2019s hash. Wrong number and wrong name answer alike; failures are limited per address and per booking.',
    body: ManageSearchRequestSchema,
    response: ManageSearchResultSchema,
    errors: [404, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      searchReservation(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'GET',
    path: '/ManageBooking/UpgradeOptions',
    tag,
    summary:
      'Better room types for one room on its dates and rate, each priced as the upgrade would be (old and new total, what is charged now).',
    query: UpgradeOptionsQuerySchema,
    response: UpgradeOptionsResultSchema,
    errors: [403, 404, 429],
    handle: ({ query, ctx, request, responseHeaders }) =>
      upgradeOptions(ctx, query, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/ManageBooking/SearchDateOptions',
    tag,
    summary:
      'Re-prices rooms on new dates without changing anything: rate rows with the original totals and the difference, and what would be charged or refunded.',
    body: DateOptionsRequestSchema,
    response: DateOptionsResultSchema,
    errors: [403, 404, 409, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      searchDateOptions(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/ManageBooking/Update',
    // Every room's guests and extras of a large group booking.
    maxBodyBytes: 64 * 1024,
    tag,
    summary:
      'Changes dates, guests and extras and cancels single rooms (RoomsToCancel) in one transaction; Preview prices it without saving. A rise is charged to the card on file, a fall refunded. Refused (403) when the booking may not be changed, 409 when it changed since Version.',
    body: ManageUpdateRequestSchema,
    response: ManageChangeResultSchema,
    errors: [402, 403, 404, 409, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      updateReservation(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/ManageBooking/CompletePayment',
    tag,
    summary:
      'Back from the 3-D Secure challenge of a change paid with another card: a passed challenge makes the change kept for it (once); otherwise nothing changes and the payment is voided.',
    body: ManageCompletePaymentRequestSchema,
    response: ManageChangeResultSchema,
    errors: [404, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      completePayment(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/ManageBooking/Cancel',
    tag,
    summary:
      'Cancels the whole booking with a reason; the fee follows the rates\u2019 cancellation terms and the rest is refunded. Preview shows the fee and refund first.',
    body: ManageCancelRequestSchema,
    response: ManageChangeResultSchema,
    errors: [402, 403, 404, 409, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      cancelReservation(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'GET',
    path: '/Service/GetReservationItemServices',
    tag: 'Service',
    summary:
      'The extras a booked room can have, with its current quantities, what is still free over its nights and whether each may be changed online.',
    query: ItemServicesQuerySchema,
    response: ItemServicesResultSchema,
    errors: [404, 429],
    handle: ({ query, ctx, request, responseHeaders }) =>
      reservationItemServices(ctx, query, request, responseHeaders),
  }),
];
