import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import {
  companies,
  creditCardTypes,
  giftVouchers,
  locations,
  nightlyRates,
  offers,
  promoCodes,
  properties,
  propertyCreditCardTypes,
  ratePlans,
  restaurantPromotions,
  restaurants,
  roomConfigurationOptions,
  roomInventory,
  roomTypes,
  roomTypeUpgrades,
  serviceRatePlans,
  serviceRoomTypes,
  services,
  hotelTexts,
} from '../db/schema/index.ts';
import { buildCalendar } from './calendar.ts';
import { addDays, type IsoDate } from './dates.ts';
import { insertInBatches, insertManyAsJson } from './insert.ts';
import type { PropertySeed } from './types.ts';

/** Inserts one demo property with everything that hangs off it; returns its id. */
export async function seedProperty(
  tx: Transaction,
  seed: PropertySeed,
  seedDay: IsoDate,
): Promise<number> {
  const settings = {
    ...seed.property.bookSettings,
    BookingIncentives: seed.bookingIncentives.map((incentive, index) => ({
      Id: index + 1,
      Title: incentive.title,
      Description: incentive.description,
    })),
  };
  const [property] = await tx
    .insert(properties)
    .values({ ...seed.property, bookSettings: settings })
    .returning({ id: properties.id });
  if (!property) throw new Error(`Could not insert ${seed.property.code}`);
  const propertyId = property.id;

  const cardIds = new Map(
    (
      await tx.select({ id: creditCardTypes.id, code: creditCardTypes.code }).from(creditCardTypes)
    ).map((row) => [row.code, row.id]),
  );
  await insertInBatches(
    tx,
    propertyCreditCardTypes,
    seed.acceptedCards.map((code) => ({ propertyId, creditCardTypeId: required(cardIds, code) })),
  );

  const locationIds = await insertNamed(seed.locations, (name, index) =>
    tx
      .insert(locations)
      .values({ propertyId, name, sortOrder: index })
      .returning({ id: locations.id }),
  );

  const restaurantIds = await insertNamed(
    seed.restaurants.map((r) => r.name),
    (_name, index) => {
      const restaurant = seed.restaurants[index]!;
      const { promotions: _promotions, closedWeekdays = [], ...fields } = restaurant;
      return tx
        .insert(restaurants)
        .values({
          propertyId,
          ...fields,
          closedWeekdays: [...closedWeekdays],
          timeSlots: [...restaurant.timeSlots],
          sortOrder: index,
        })
        .returning({ id: restaurants.id });
    },
  );
  for (const restaurant of seed.restaurants) {
    for (const promotion of restaurant.promotions ?? []) {
      await tx.insert(restaurantPromotions).values({
        restaurantId: restaurantIds.get(restaurant.name)!,
        name: promotion.name,
        description: promotion.description,
        timeSlots: [...promotion.timeSlots],
      });
    }
  }
  const defaultRestaurant = seed.restaurants[0]
    ? restaurantIds.get(seed.restaurants[0].name)
    : undefined;
  if (defaultRestaurant !== undefined && settings.RestaurantBookingServiceActive) {
    await tx
      .update(properties)
      .set({ bookSettings: { ...settings, RestaurantBookingDefaultRestaurant: defaultRestaurant } })
      .where(eq(properties.id, propertyId));
  }

  await insertInBatches(
    tx,
    offers,
    seed.offers.map((offer, index) => ({ propertyId, ...offer, sortOrder: index })),
  );

  const roomTypeIds = new Map<string, number>();
  for (const [index, room] of seed.roomTypes.entries()) {
    const [row] = await tx
      .insert(roomTypes)
      .values({
        propertyId,
        locationId: room.location ? required(locationIds, room.location) : null,
        code: room.code,
        name: room.name,
        description: room.description,
        imageUrl: room.imageUrl,
        photos: room.photos.map(({ url, alt }) => ({ url, alt })),
        sizeSquareMetres: room.sizeSquareMetres ?? null,
        minimumOccupancy: room.minimumOccupancy,
        maximumOccupancy: room.maximumOccupancy,
        adultMaximumOccupancy: room.adultMaximumOccupancy,
        childMaximumOccupancy: room.childMaximumOccupancy,
        inventory: room.inventory,
        sortOrder: index,
      })
      .returning({ id: roomTypes.id });
    roomTypeIds.set(room.code, row!.id);
  }
  await insertInBatches(
    tx,
    roomTypeUpgrades,
    seed.roomTypes.flatMap((room) =>
      room.upgradesTo.map((to, index) => ({
        fromRoomTypeId: required(roomTypeIds, room.code),
        toRoomTypeId: required(roomTypeIds, to),
        sortOrder: index,
      })),
    ),
  );
  await insertInBatches(
    tx,
    roomConfigurationOptions,
    seed.roomTypes.flatMap((room) =>
      room.configurationOptions.map((name, index) => ({
        roomTypeId: required(roomTypeIds, room.code),
        name,
        sortOrder: index,
      })),
    ),
  );

  const ratePlanIds = new Map<string, number>();
  for (const [index, plan] of seed.ratePlans.entries()) {
    const [row] = await tx
      .insert(ratePlans)
      .values({
        propertyId,
        code: plan.code,
        name: plan.name,
        description: plan.description,
        cancellationPolicy: plan.cancellationPolicy,
        ...(plan.cancellationTerms ? { cancellationTerms: plan.cancellationTerms } : {}),
        includedMeal: plan.includedMeal,
        automaticPaymentType: plan.payment.type,
        percentageToCharge: plan.payment.percentage,
        daysBeforeArrival: plan.payment.daysBeforeArrival,
        useOccupancyForRatePlan: plan.occupancy !== undefined,
        minimumOccupancy: plan.occupancy?.minimum ?? null,
        maximumOccupancy: plan.occupancy?.maximum ?? null,
        adultMaximumOccupancy: plan.occupancy?.adultMaximum ?? null,
        childMaximumOccupancy: plan.occupancy?.childMaximum ?? null,
        canPayByCompanyInvoice: plan.canPayByCompanyInvoice,
        promoOnly: plan.promoOnly,
        sortOrder: index,
      })
      .returning({ id: ratePlans.id });
    ratePlanIds.set(plan.code, row!.id);
  }

  await insertInBatches(
    tx,
    promoCodes,
    seed.promoCodes.map((promo) => ({
      propertyId,
      code: promo.code,
      description: promo.description,
      ratePlanId: promo.ratePlanCode ? required(ratePlanIds, promo.ratePlanCode) : null,
      discountPercentage: promo.discountPercentage,
    })),
  );

  for (const [index, service] of seed.services.entries()) {
    const { roomTypes: onlyRoomTypes, ratePlans: onlyRatePlans, ...fields } = service;
    const [row] = await tx
      .insert(services)
      .values({
        propertyId,
        ...fields,
        restrictToRoomTypes: !!onlyRoomTypes,
        restrictToRatePlans: !!onlyRatePlans,
        sortOrder: index,
      })
      .returning({ id: services.id });
    const serviceId = row!.id;
    await insertInBatches(
      tx,
      serviceRoomTypes,
      (onlyRoomTypes ?? []).map((code) => ({ serviceId, roomTypeId: required(roomTypeIds, code) })),
    );
    await insertInBatches(
      tx,
      serviceRatePlans,
      (onlyRatePlans ?? []).map((code) => ({ serviceId, ratePlanId: required(ratePlanIds, code) })),
    );
  }

  await insertInBatches(
    tx,
    hotelTexts,
    (seed.texts ?? []).map((row) => ({ propertyId, ...row })),
  );

  await insertInBatches(
    tx,
    giftVouchers,
    seed.giftVouchers.map((voucher) => ({
      propertyId,
      code: voucher.code,
      currency: seed.property.currency,
      amount: voucher.amount,
      balance: voucher.balance,
      isExperience: voucher.isExperience,
      expiresOn: voucher.expiresInDays === null ? null : addDays(seedDay, voucher.expiresInDays),
    })),
  );

  await insertInBatches(
    tx,
    companies,
    seed.companies.map((company) => ({ propertyId, ...company, email: null })),
  );

  const calendar = buildCalendar(seed, { propertyId, roomTypeIds, ratePlanIds }, seedDay);
  await insertManyAsJson(tx, roomInventory, calendar.inventory);
  await insertManyAsJson(tx, nightlyRates, calendar.rates);
  return propertyId;
}

async function insertNamed(
  names: readonly string[],
  insert: (name: string, index: number) => Promise<{ id: number }[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    const [row] = await insert(name, index);
    ids.set(name, row!.id);
  }
  return ids;
}

function required<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed refers to unknown ${String(key)}`);
  return value;
}
