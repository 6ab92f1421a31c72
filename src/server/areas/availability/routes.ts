import {
  AvailabilityCalendarQuerySchema,
  AvailabilityCalendarSchema,
} from '../../../api/contract/availability-calendar.ts';
import { AvailabilitySearchRequestSchema, AvailabilitySearchResultSchema } from '../../../api/contract/availability-search.ts';
import { CheckPromoCodeRequestSchema, CheckPromoCodeResultSchema } from '../../../api/contract/promo-code.ts';
import { defineRoute } from '../../http/route.ts';
import { getAvailabilityCalendar } from './calendar.ts';
import { searchAvailability } from './search.ts';
import { checkPromoCode } from './promo-code.ts';

const tag = 'Availability';

export const availabilityRoutes = [
  defineRoute({
    method: 'POST',
    path: '/Availability/Search',
    perMinute: 300,
    tag,
    summary: 'Room types with their rates (stay totals) for the dates, rooms, promo code, rate plan and location.',
    body: AvailabilitySearchRequestSchema,
    response: AvailabilitySearchResultSchema,
    errors: [404],
    handle: ({ body, ctx }) => searchAvailability(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/Availability',
    perMinute: 240,
    tag,
    summary: 'One row per night of the window: rooms left and each rate plan with its minimum stay and lowest nightly price.',
    query: AvailabilityCalendarQuerySchema,
    response: AvailabilityCalendarSchema,
    errors: [404],
    handle: ({ query, ctx }) => getAvailabilityCalendar(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/Availability/CheckPromoCode',
    perMinute: 120,
    tag,
    summary: 'Whether a promo code can be used today, with the text to show.',
    body: CheckPromoCodeRequestSchema,
    response: CheckPromoCodeResultSchema,
    errors: [404],
    handle: ({ body, ctx }) => checkPromoCode(ctx, body),
  }),
];
