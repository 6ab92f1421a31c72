import * as v from 'valibot';
import { EntityRefSchema } from '../../../api/contract/common.ts';
import {
  RestaurantAvailabilityQuerySchema,
  RestaurantAvailabilitySchema,
  RestaurantCancelRequestSchema,
  RestaurantCreateRequestSchema,
  RestaurantCreateResultSchema,
  RestaurantListSchema,
  RestaurantSetupQuerySchema,
  RestaurantSetupSchema,
} from '../../../api/contract/restaurant.ts';
import { defineRoute } from '../../http/route.ts';
import { restaurantAvailability, restaurantSetup } from './availability.ts';
import { cancelTableBooking, createTableBooking } from './create.ts';
import { listRestaurants } from './restaurants.ts';

const tag = 'RestaurantBooking';

export const restaurantRoutes = [
  defineRoute({
    method: 'GET',
    path: '/RestaurantBooking/Restaurants',
    tag,
    summary: 'The property\u2019s restaurants that take table bookings online.',
    query: v.object({ propertyId: EntityRefSchema }),
    response: RestaurantListSchema,
    errors: [404],
    handle: ({ query, ctx }) => listRestaurants(ctx, query.propertyId),
  }),
  defineRoute({
    method: 'GET',
    path: '/RestaurantBooking/RestaurantSetup',
    tag,
    summary: 'A restaurant\u2019s online party sizes, currency symbol and no-availability text.',
    query: RestaurantSetupQuerySchema,
    response: RestaurantSetupSchema,
    errors: [404],
    handle: ({ query, ctx }) => restaurantSetup(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/RestaurantBooking/Availability',
    perMinute: 240,
    tag,
    summary:
      'The times a party can book on a date (covers left after existing bookings, open days, later than now), with promotions and the leave-time flag.',
    query: RestaurantAvailabilityQuerySchema,
    response: RestaurantAvailabilitySchema,
    errors: [404, 429],
    handle: ({ query, ctx }) => restaurantAvailability(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/RestaurantBooking/Create',
    perMinute: 30,
    tag,
    summary:
      'Books a table; a slot never takes more guests than it seats, however many bookings arrive at once. Emails a confirmation with a cancel link.',
    body: RestaurantCreateRequestSchema,
    response: RestaurantCreateResultSchema,
    errors: [404, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      createTableBooking(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/RestaurantBooking/Cancel',
    perMinute: 30,
    tag,
    summary:
      'Cancels a table booking from its emailed link (code = HMAC of the reference); its seats are given back.',
    body: RestaurantCancelRequestSchema,
    response: v.object({ Success: v.boolean(), Message: v.string() }),
    errors: [404, 429],
    handle: ({ body, ctx }) => cancelTableBooking(ctx, body),
  }),
];
