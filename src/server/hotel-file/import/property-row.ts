import type { Theme } from '../../../api/contract/index.ts';
import type { BookSettings, properties } from '../../db/schema/properties.ts';
import type { HotelFile } from '../hotel-file.ts';
import type { ThemeInput } from '../theme.ts';

export type PropertyRow = Omit<typeof properties.$inferInsert, 'id' | 'createdAt'>;

export function themeOf(theme: ThemeInput): Theme {
  return {
    Primary: theme.primary,
    Secondary: theme.secondary,
    Accent: theme.accent,
    Tertiary: theme.tertiary,
    Dark: theme.dark,
    DarkPage: theme.darkPage,
    Positive: theme.positive,
    Negative: theme.negative,
    Info: theme.info,
    Warning: theme.warning,
    LightPage: theme.lightPage,
    BrandPrimary: theme.brandPrimary,
  };
}

/** The booking-engine settings; the default restaurant is filled in once restaurants have ids. */
function bookSettingsOf(file: HotelFile, defaultRestaurant: number | null): BookSettings {
  const { policies } = file.property;
  const required = policies.requiredFields;
  return {
    HidePromoCodeOnLandingPage: policies.hidePromoCode,
    NoAvailabilityMessage: policies.noAvailabilityMessage ?? null,
    ShowRoomConfigurationQuestion: policies.askRoomConfiguration,
    BookingIncentives: file.property.incentives.map((incentive, index) => ({
      Id: index + 1,
      Title: incentive.title,
      Description: incentive.description,
    })),
    GiftServiceProviderConfig: {
      Active: policies.giftVoucherProvider !== undefined,
      Name: policies.giftVoucherProvider ?? '',
    },
    EnableUserChoiceOfPaymentMethod: policies.guestChoosesPaymentMethod,
    EnablePayByCompanyInvoice: policies.payByCompanyInvoice,
    HasCustomTermsAndConditions: policies.customTerms !== undefined,
    CustomTermsAndConditionsLabel: policies.customTerms?.label ?? null,
    CustomTermsAndConditionsText: policies.customTerms?.text ?? null,
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
      policies.customTerms?.companyInvoiceOnly ?? false,
    RestaurantBookingServiceActive: file.restaurants.length > 0,
    RestaurantBookingDefaultRestaurant: defaultRestaurant,
    RestaurantBookingServiceType: 'Internal',
    ShowMinimumLengthOfStayNotification: policies.showMinimumStayNotice,
    SameDayBookingRestriction: policies.sameDayCutOff
      ? {
          Enabled: true,
          Hour: policies.sameDayCutOff.hour,
          Minute: policies.sameDayCutOff.minute,
          Message: policies.sameDayCutOff.message,
        }
      : { Enabled: false, Hour: 0, Minute: 0, Message: null },
    FirstNameRequired: required.firstName,
    LastNameRequired: required.lastName,
    EmailRequired: required.email,
    PhoneRequired: required.phone,
    CountryRequired: required.country,
    StreetRequired: required.street,
    CityRequired: required.city,
    StateOrCountyRequired: required.stateOrCounty,
    PostCodeRequired: required.postCode,
  };
}

export function propertyRowOf(file: HotelFile, defaultRestaurant: number | null): PropertyRow {
  const p = file.property;
  const { address, contact, guests, policies } = p;
  return {
    code: p.code,
    name: p.name,
    addressText:
      address.text ??
      [address.street, address.city, address.stateOrCounty, address.postCode]
        .filter(Boolean)
        .join(', '),
    street: address.street,
    city: address.city,
    stateOrCounty: address.stateOrCounty ?? null,
    zipCode: address.postCode,
    countryCode: address.country,
    timeZone: p.timeZone,
    locale: p.locale,
    logoUrl: p.logo ?? null,
    imageUrl: p.image ?? null,
    hotelRating: p.rating ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    googleTagManagerContainerId: p.tracking.googleTagManager ?? null,
    facebookPixelId: p.tracking.facebookPixel ?? null,
    currency: p.currency,
    availableCurrencies: p.displayCurrencies,
    languages: p.languages ?? null,
    payByPaystack: false,
    privacyPolicyUrl: policies.privacyPolicy ?? null,
    termsAndConditionsUrl: policies.termsAndConditions ?? null,
    websiteUrl: contact.website ?? null,
    email: contact.email,
    telephone: contact.telephone,
    defaultPhoneCountryCode: contact.defaultPhoneCountry,
    showRoomTypeOccupancy: guests.showRoomOccupancy,
    enableChildrenSearch: guests.childrenSearch,
    enableInfantSearch: guests.infantSearch,
    defaultOccupancyAdult: guests.defaultAdults,
    defaultOccupancyChildren: guests.defaultChildren,
    defaultOccupancyInfant: guests.defaultInfants,
    maxRoomsPerBooking: guests.maxRoomsPerBooking,
    adultMaximumOccupancy: guests.maxAdultsPerRoom,
    childMaximumOccupancy: guests.maxChildrenPerRoom,
    adultOccupancyLabel: guests.adultLabel,
    childOccupancyLabel: guests.childLabel,
    infantOccupancyLabel: guests.infantLabel,
    standardVatRate: p.tax.vatPercent,
    isStandardTaxExclusive: !p.tax.pricesIncludeTax,
    theme: themeOf(p.theme),
    bookSettings: bookSettingsOf(file, defaultRestaurant),
  };
}
