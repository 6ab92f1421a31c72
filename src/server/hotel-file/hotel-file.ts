import * as v from 'valibot';
import { PriceSchema, RestrictionSchema, RoomsToSellSchema } from './calendar.ts';
import { ChannelManagerSchema } from './channel-manager.ts';
import { ExtraSchema } from './extras.ts';
import { text } from './fields.ts';
import { PreCheckInSchema } from './pre-check-in.ts';
import { PropertySchema } from './property.ts';
import { RatePlanSchema } from './rate-plans.ts';
import { RestaurantSchema } from './restaurants.ts';
import { RoomTypeSchema } from './room-types.ts';
import { TranslationsSchema } from './translations.ts';
import { GiftVoucherSchema, OfferSchema, PromoCodeSchema } from './promotions.ts';

const list = <T extends v.GenericSchema>(item: T, description: string) =>
  v.optional(v.pipe(v.array(item), v.description(description)), []);

/** Everything the reference API serves about one hotel; `npm run hotel -- import` applies it. */
export const HotelFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  property: PropertySchema,
  locations: list(text('A part of the hotel a search can be narrowed to.'), 'Locations.'),
  roomTypes: v.pipe(v.array(RoomTypeSchema), v.minLength(1, 'must hold at least one room type')),
  ratePlans: v.pipe(v.array(RatePlanSchema), v.minLength(1, 'must hold at least one rate plan')),
  prices: list(PriceSchema, 'Prices per run of nights; a night without a price is not sold.'),
  roomsToSell: list(
    RoomsToSellSchema,
    'Rooms to sell where it differs from the room type’s rooms.',
  ),
  restrictions: list(
    RestrictionSchema,
    'Minimum and maximum stays, closed nights and nights closed to arrival or departure.',
  ),
  promoCodes: list(PromoCodeSchema, 'Promo codes.'),
  giftVouchers: list(GiftVoucherSchema, 'Gift vouchers.'),
  offers: list(OfferSchema, 'Packages on the search page.'),
  extras: list(ExtraSchema, 'Extras guests can add.'),
  restaurants: list(RestaurantSchema, 'Restaurants with online table booking.'),
  preCheckIn: v.optional(PreCheckInSchema),
  channelManager: v.optional(ChannelManagerSchema),
  translations: TranslationsSchema,
});
export type HotelFile = v.InferOutput<typeof HotelFileSchema>;
