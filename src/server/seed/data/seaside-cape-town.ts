import { dayOfWeek, monthOf, type IsoDate } from '../dates.ts';
import { typicalAvailability } from '../occupancy.ts';
import { noise } from '../random.ts';
import type { PropertySeed } from '../types.ts';

const CODE = 'SEASIDECPT';
/** Southern-hemisphere summer is the peak. January … December. */
const SEASON = [1.35, 1.3, 1.15, 1, 0.9, 0.8, 0.8, 0.8, 0.9, 1, 1.1, 1.35] as const;
const isPeak = (date: IsoDate): boolean => {
  const monthDay = date.slice(5);
  return monthDay >= '12-15' || monthDay <= '01-05';
};
/** Nights the whole hotel is sold out, counted from the seed day, so searches show alternative stays. */
const SOLD_OUT_DAYS = new Set([14, 15, 16, 30, 31, 58]);

/** Seaside Cape Town: ZAR with GBP/USD/EUR display, VAT 15 %, minimum stays, a nearly-full cottage. */
export const seasideCapeTown: PropertySeed = {
  property: {
    code: CODE,
    name: 'Seaside Cape Town',
    addressText: '12 Beach Road, Sea Point, Cape Town 8005, South Africa',
    street: '12 Beach Road, Sea Point',
    city: 'Cape Town',
    stateOrCounty: 'Western Cape',
    zipCode: '8005',
    countryCode: 'ZA',
    timeZone: 'Africa/Johannesburg',
    locale: 'en-ZA',
    logoUrl: '/images/seasidecpt-logo.svg',
    imageUrl: '/images/seasidecpt-hero.jpg',
    hotelRating: 4,
    latitude: -33.91465,
    longitude: 18.38857,
    googleTagManagerContainerId: null,
    facebookPixelId: null,
    currency: 'ZAR',
    availableCurrencies: ['ZAR', 'GBP', 'USD', 'EUR'],
    payByPaystack: false,
    privacyPolicyUrl: 'https://www.seasidecapetown.example/privacy',
    termsAndConditionsUrl: 'https://www.seasidecapetown.example/terms',
    websiteUrl: 'https://www.seasidecapetown.example',
    email: 'stay@seasidecapetown.example',
    telephone: '+27 21 555 0100',
    defaultPhoneCountryCode: 'ZA',
    showRoomTypeOccupancy: true,
    enableChildrenSearch: true,
    enableInfantSearch: true,
    defaultOccupancyAdult: 2,
    defaultOccupancyChildren: 0,
    defaultOccupancyInfant: 0,
    maxRoomsPerBooking: 3,
    adultMaximumOccupancy: 4,
    childMaximumOccupancy: 2,
    adultOccupancyLabel: 'Adults',
    childOccupancyLabel: 'Children',
    infantOccupancyLabel: 'Babies',
    standardVatRate: 15,
    isStandardTaxExclusive: false,
    theme: {
      Primary: '#0b6e79',
      Secondary: '#9c6b12',
      Accent: '#c4452b',
      Tertiary: '#fdf6e3',
      Dark: '#10242b',
      DarkPage: '#0a1a1f',
      Positive: '#1e7e34',
      Negative: '#b3261e',
      Info: '#0b62a4',
      Warning: '#8a6100',
      LightPage: '#fbfaf7',
      BrandPrimary: '#0b6e79',
    },
    bookSettings: {
      HidePromoCodeOnLandingPage: true,
      NoAvailabilityMessage: 'We are full on these dates; have a look at the nearby dates below.',
      ShowRoomConfigurationQuestion: false,
      BookingIncentives: [],
      GiftServiceProviderConfig: { Active: false, Name: 'Gift vouchers' },
      EnableUserChoiceOfPaymentMethod: false,
      EnablePayByCompanyInvoice: false,
      HasCustomTermsAndConditions: false,
      CustomTermsAndConditionsLabel: null,
      CustomTermsAndConditionsText: null,
      OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
      RestaurantBookingServiceActive: false,
      RestaurantBookingDefaultRestaurant: null,
      RestaurantBookingServiceType: 'None',
      ShowMinimumLengthOfStayNotification: true,
      SameDayBookingRestriction: { Enabled: false, Hour: 0, Minute: 0, Message: null },
      FirstNameRequired: true,
      LastNameRequired: true,
      EmailRequired: true,
      PhoneRequired: true,
      CountryRequired: true,
      StreetRequired: false,
      CityRequired: false,
      StateOrCountyRequired: false,
      PostCodeRequired: false,
    },
  },
  acceptedCards: ['visa', 'mastercard', 'amex', 'dinersclub'],
  locations: ['Main House', 'Garden Cottages'],
  restaurants: [],
  offers: [],
  bookingIncentives: [
    {
      title: 'Breakfast on the terrace',
      description: 'Book direct and enjoy coffee on the ocean terrace on us.',
    },
  ],
  roomTypes: [
    {
      code: 'OCNDBL',
      name: 'Ocean View Double',
      description:
        'Wake up to the Atlantic: a bright double room with a balcony over Sea Point promenade.',
      imageUrl: '/images/rooms/ocndbl.jpg',
      photos: [
        {
          url: '/images/rooms/ocndbl.jpg',
          alt: 'A double bed by the balcony doors, the sea beyond',
        },
        {
          url: '/images/seasidecpt-hero.jpg',
          alt: 'Mountains above the Atlantic in the afternoon sun',
        },
      ],
      location: 'Main House',
      minimumOccupancy: 1,
      maximumOccupancy: 2,
      adultMaximumOccupancy: 2,
      childMaximumOccupancy: 1,
      inventory: 10,
      baseRate: 2450,
      baseAdults: 2,
      extraAdult: 450,
      child: 300,
      infant: 0,
      upgradesTo: ['OCNFAM'],
      configurationOptions: [],
    },
    {
      code: 'OCNFAM',
      name: 'Ocean View Family Suite',
      description: 'Two bedrooms and a lounge with sea views for families of up to five.',
      imageUrl: '/images/rooms/ocnfam.jpg',
      photos: [
        { url: '/images/rooms/ocnfam.jpg', alt: 'The suite’s lounge with a sofa and sea views' },
        {
          url: '/images/seasidecpt-hero.jpg',
          alt: 'Mountains above the Atlantic in the afternoon sun',
        },
      ],
      location: 'Main House',
      minimumOccupancy: 2,
      maximumOccupancy: 5,
      adultMaximumOccupancy: 4,
      childMaximumOccupancy: 3,
      inventory: 4,
      baseRate: 4200,
      baseAdults: 2,
      extraAdult: 550,
      child: 350,
      infant: 0,
      upgradesTo: [],
      configurationOptions: [],
    },
    {
      code: 'GRDCOT',
      name: 'Garden Cottage',
      description: 'A private thatched cottage in the fynbos garden with its own plunge pool.',
      imageUrl: '/images/rooms/grdcot.jpg',
      photos: [
        {
          url: '/images/rooms/grdcot.jpg',
          alt: 'The cottage’s thatched front among garden shrubs',
        },
        {
          url: '/images/seasidecpt-hero.jpg',
          alt: 'Mountains above the Atlantic in the afternoon sun',
        },
      ],
      location: 'Garden Cottages',
      minimumOccupancy: 1,
      maximumOccupancy: 3,
      adultMaximumOccupancy: 2,
      childMaximumOccupancy: 1,
      inventory: 2,
      baseRate: 3600,
      baseAdults: 2,
      extraAdult: 0,
      child: 400,
      infant: 0,
      upgradesTo: [],
      configurationOptions: [],
    },
  ],
  ratePlans: [
    {
      code: 'BAR',
      name: 'Best Available Rate',
      description: 'Breakfast included. 50% deposit at booking, the balance on arrival.',
      cancellationPolicy:
        'Free cancellation until 7 days before arrival; after that the deposit is kept.',
      cancellationTerms: {
        nonRefundable: false,
        freeUntilDaysBefore: 7,
        penalty: { kind: 'Percent', percent: 50 },
      },
      includedMeal: 'Breakfast included',
      payment: { type: 'AtBooking', percentage: 50, daysBeforeArrival: 0 },
      canPayByCompanyInvoice: false,
      promoOnly: false,
      priceFactor: 1,
    },
    {
      code: 'NRF',
      name: 'Non-refundable',
      description: 'Breakfast included; paid in full at booking at 12% less.',
      cancellationPolicy: 'Non-refundable.',
      cancellationTerms: { nonRefundable: true },
      includedMeal: 'Breakfast included',
      payment: { type: 'AtBooking', percentage: 100, daysBeforeArrival: 0 },
      canPayByCompanyInvoice: false,
      promoOnly: false,
      priceFactor: 0.88,
      roomTypes: ['OCNDBL', 'OCNFAM'],
    },
  ],
  services: [
    {
      code: 'SHUTTLE',
      name: 'Airport shuttle',
      description: 'Cape Town International to the hotel, per trip.',
      chargeType: 'PerQuantity',
      chargePerPerson: false,
      allowEditOnBookingEngine: true,
      price: 650,
      startingInventory: null,
    },
    {
      code: 'WINE',
      name: 'Winelands day tour',
      description: 'Stellenbosch and Franschhoek with tastings, per person.',
      chargeType: 'PerStay',
      chargePerPerson: true,
      allowEditOnBookingEngine: true,
      price: 1450,
      startingInventory: 12,
    },
    {
      code: 'BRAAI',
      name: 'Sunset braai',
      description: 'A private braai on the terrace, per evening.',
      chargeType: 'PerDay',
      chargePerPerson: false,
      allowEditOnBookingEngine: true,
      price: 900,
      startingInventory: null,
    },
  ],
  promoCodes: [],
  giftVouchers: [],
  companies: [
    { name: 'Table Mountain Tours', city: 'Cape Town', countryCode: 'ZA' },
    { name: 'Karoo Mining Group', city: 'Johannesburg', countryCode: 'ZA' },
    { name: 'Atlantic Film Studios', city: 'Cape Town', countryCode: 'ZA' },
  ],
  calendar: {
    priceFactor: (date) =>
      (SEASON[monthOf(date) - 1] ?? 1) * ([5, 6].includes(dayOfWeek(date)) ? 1.1 : 1),
    roundPrice: (amount) => Math.round(amount / 10) * 10,
    availableRooms(roomType, date, day) {
      if (SOLD_OUT_DAYS.has(day)) return 0;
      // The cottages: often a single one left.
      if (roomType.code === 'GRDCOT' && day >= 0)
        return noise(CODE, 'GRDCOT', date) < 0.55
          ? 1
          : noise(CODE, 'GRDCOT-full', date) < 0.1
            ? 0
            : 2;
      return typicalAvailability(CODE, roomType, date, day, isPeak(date) ? 0.25 : 0);
    },
    // Peak season: 3 nights; Friday and Saturday arrivals: 2 nights.
    minLengthOfStay: (date) => (isPeak(date) ? 3 : [5, 6].includes(dayOfWeek(date)) ? 2 : 1),
  },
};
