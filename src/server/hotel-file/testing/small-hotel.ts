/** A small valid hotel file, for tests that change one thing in it. */
export const SMALL_HOTEL_YAML = `property:
  code: test1
  name: Test Inn
  timeZone: Europe/London
  currency: GBP
  displayCurrencies: [GBP, EUR]
  address: { street: 1 High St, city: York, postCode: YO1 1AA, country: GB }
  contact: { email: stay@test-inn.example, telephone: "+44 1904 000000" }
  theme:
    primary: "#112233"
    secondary: "#112233"
    accent: "#112233"
    tertiary: "#f0f0f0"
    dark: "#111111"
    darkPage: "#000000"
    positive: "#116611"
    negative: "#aa1111"
    info: "#1111aa"
    warning: "#886600"
    lightPage: "#ffffff"
    brandPrimary: "#112233"
  tax: { vatPercent: 20 }
  guests: { maxRoomsPerBooking: 2, maxAdultsPerRoom: 2, maxChildrenPerRoom: 1 }
  policies: { acceptedCards: [visa, mastercard] }
roomTypes:
  - code: DBL
    name: Double
    description: A double room.
    photos: [{ url: /images/rooms/cldbl.jpg, alt: A double bed by a window }]
    occupancy: { maximum: 2, adults: 2, children: 1 }
    rooms: 3
ratePlans:
  - code: FLEX
    name: Flexible
    description: Room only.
    payment: { when: AtBooking, percent: 100 }
    cancellation: { refundable: true, text: Free until 2 days before., freeUntilDaysBefore: 2, penalty: { kind: FirstNight } }
prices:
  - { roomType: DBL, ratePlan: FLEX, from: "2030-01-01", to: "2030-01-31", baseRate: 100, baseAdults: 2 }
`;
