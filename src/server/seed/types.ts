import type { CancellationTerms } from '../../domain/manage/cancellation-terms.ts';
import type { properties } from '../db/schema/index.ts';
import type { AutomaticPaymentType } from '../db/schema/rates.ts';
import type { ChargeType } from '../db/schema/extras.ts';
import type { HotelTextRow } from '../../domain/shared/hotel-texts.ts';
import type { IsoDate } from './dates.ts';

/** Declarative description of one demo property; `seedDatabase` turns it into rows. */
export interface PropertySeed {
  readonly property: Omit<typeof properties.$inferInsert, 'id' | 'createdAt'>;
  /** credit_card_types codes the property accepts. */
  readonly acceptedCards: readonly string[];
  readonly locations: readonly string[];
  readonly restaurants: readonly RestaurantSeed[];
  readonly offers: readonly OfferSeed[];
  readonly bookingIncentives: readonly { readonly title: string; readonly description: string }[];
  readonly roomTypes: readonly RoomTypeSeed[];
  readonly ratePlans: readonly RatePlanSeed[];
  readonly services: readonly ServiceSeed[];
  readonly promoCodes: readonly PromoCodeSeed[];
  readonly giftVouchers: readonly GiftVoucherSeed[];
  readonly companies: readonly {
    readonly name: string;
    readonly city: string;
    readonly countryCode: string;
  }[];
  readonly calendar: CalendarRules;
  /** The hotel's own texts in other languages than its default. */
  readonly texts?: readonly HotelTextRow[];
}

export interface RestaurantSeed {
  readonly name: string;
  readonly minOnlinePartySize: number;
  readonly maxOnlinePartySize: number;
  readonly timeSlots: readonly string[];
  readonly noAvailabilityText: string;
  readonly coversPerSlot?: number;
  /** 0 = Sunday. */
  readonly closedWeekdays?: readonly number[];
  readonly leaveTimeRequired?: boolean;
  readonly promotions?: readonly {
    readonly name: string;
    readonly description: string;
    readonly timeSlots: readonly string[];
  }[];
}

export interface OfferSeed {
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly ratePlanCode: string | null;
  readonly promoCode: string | null;
}

export interface RoomTypeSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string;
  /** Every photo with its own alt text, `imageUrl` first. */
  readonly photos: readonly { readonly url: string; readonly alt: string }[];
  readonly sizeSquareMetres?: number;
  readonly location?: string;
  readonly minimumOccupancy: number;
  readonly maximumOccupancy: number;
  readonly adultMaximumOccupancy: number;
  readonly childMaximumOccupancy: number;
  readonly inventory: number;
  /** Room-only price per night for `baseAdults`, before season and weekend factors. */
  readonly baseRate: number;
  readonly baseAdults: number;
  readonly extraAdult: number;
  readonly child: number;
  readonly infant: number;
  readonly upgradesTo: readonly string[];
  readonly configurationOptions: readonly string[];
}

export interface RatePlanSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly cancellationPolicy: string;
  /** The policy as data; free until 2 days before arrival, then the first night, when absent. */
  readonly cancellationTerms?: CancellationTerms;
  readonly includedMeal: string | null;
  readonly payment: {
    readonly type: AutomaticPaymentType;
    readonly percentage: number;
    readonly daysBeforeArrival: number;
  };
  readonly occupancy?: {
    readonly minimum: number;
    readonly maximum: number;
    readonly adultMaximum: number;
    readonly childMaximum: number;
  };
  readonly canPayByCompanyInvoice: boolean;
  readonly promoOnly: boolean;
  /** Multiplies the room's nightly price. */
  readonly priceFactor: number;
  /** Per-person supplements per night (e.g. breakfast). */
  readonly perPerson?: { readonly adult: number; readonly child: number; readonly infant: number };
  /** Room type codes the plan is sold on; all when absent. */
  readonly roomTypes?: readonly string[];
  /** Nights the plan can be sold; open every night when absent. */
  readonly isOpen?: (date: IsoDate) => boolean;
}

export interface ServiceSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly chargeType: ChargeType;
  readonly chargePerPerson: boolean;
  readonly allowEditOnBookingEngine: boolean;
  readonly price: number;
  readonly startingInventory: number | null;
  readonly roomTypes?: readonly string[];
  readonly ratePlans?: readonly string[];
}

export interface PromoCodeSeed {
  readonly code: string;
  readonly description: string;
  readonly ratePlanCode: string | null;
  readonly discountPercentage: number | null;
}

export interface GiftVoucherSeed {
  readonly code: string;
  readonly amount: number;
  readonly balance: number;
  readonly isExperience: boolean;
  /** Days from the seed day; negative = already expired; null = never. */
  readonly expiresInDays: number | null;
}

/** Night-by-night rules; `day` counts nights from the seed day (0 = seed day). */
export interface CalendarRules {
  /** Multiplier for season and weekday. */
  priceFactor(date: IsoDate): number;
  /** Rounds a price to the property's usual steps (whole pounds, tens of rand, ...). */
  roundPrice(amount: number): number;
  /** Rooms still sellable of `roomType` that night (0 … inventory). */
  availableRooms(roomType: RoomTypeSeed, date: IsoDate, day: number): number;
  minLengthOfStay(date: IsoDate, day: number): number;
}
