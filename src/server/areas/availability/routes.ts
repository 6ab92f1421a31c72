import {
  AvailabilityCalendarQuerySchema,
  AvailabilityCalendarSchema,
} from '../../../api/contract/availability-calendar.ts';
import {
  AvailabilitySearchRequestSchema,
  AvailabilitySearchResultSchema,
} from '../../../api/contract/availability-search.ts';
import {
  CheckPromoCodeRequestSchema,
  CheckPromoCodeResultSchema,
} from '../../../api/contract/promo-code.ts';
import { textsLocaleOf } from '../property/index.ts';
import { defineRoute } from '../../http/route.ts';
import { getAvailabilityCalendar } from './calendar.ts';
import { searchAvailability } from './search.ts';
import { checkPromoCode } from './promo-code.ts';
import { checkPromoCodeGroup, searchPropertyGroup } from './group-search.ts';
import {
  CheckPromoCodeGroupRequestSchema,
  CheckPromoCodeGroupResultSchema,
  GroupAreaSearchRequestSchema,
  GroupSearchRequestSchema,
  GroupSearchResultSchema,
} from '../../../api/contract/group-search.ts';

const tag = 'Availability';

export const availabilityRoutes = [
  defineRoute({
    method: 'POST',
    path: '/Availability/Search',
    perMinute: 300,
    tag,
    summary:
      'Room types with their rates (stay totals) for the dates, rooms, promo code, rate plan and location.',
    body: AvailabilitySearchRequestSchema,
    response: AvailabilitySearchResultSchema,
    errors: [404],
    handle: ({ body, ctx, request }) =>
      searchAvailability(ctx, body, textsLocaleOf(request, body.LanguageCode)),
  }),
  defineRoute({
    method: 'GET',
    path: '/Availability',
    perMinute: 240,
    tag,
    summary:
      'One row per night of the window: rooms left and each rate plan with its minimum stay and lowest nightly price.',
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
  defineRoute({
    method: 'POST',
    path: '/Availability/SearchPropertyGroup',
    // Each call searches every member property.
    perMinute: 60,
    tag: 'Availability',
    summary:
      'A property group\u2019s search: each member\u2019s lowest total for the whole stay and party (VAT included), in its currency and the group\u2019s, or why it has none; cheapest first.',
    body: GroupSearchRequestSchema,
    response: GroupSearchResultSchema,
    errors: [400, 404, 429],
    handle: ({ body, ctx }) => searchPropertyGroup(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/Availability/SearchPropertyGroupAreaAvailability',
    perMinute: 60,
    tag: 'Availability',
    summary: 'The group search for the properties of one area.',
    body: GroupAreaSearchRequestSchema,
    response: GroupSearchResultSchema,
    errors: [400, 404, 429],
    handle: ({ body, ctx }) => searchPropertyGroup(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/Availability/CheckPromoCodeGroup',
    perMinute: 120,
    tag: 'Availability',
    summary: 'Whether a promo code applies anywhere in the group, and where.',
    body: CheckPromoCodeGroupRequestSchema,
    response: CheckPromoCodeGroupResultSchema,
    errors: [400, 404, 429],
    handle: ({ body, ctx }) => checkPromoCodeGroup(ctx, body),
  }),
];
