import * as v from 'valibot';
import { ThemeSchema } from './theme.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { code, count, currency, flag, optionalText, percent, text, url } from './fields.ts';

const AddressSchema = v.strictObject({
  street: text('Street and number.'),
  city: text('Town or city.'),
  stateOrCounty: optionalText('State, county or province.'),
  postCode: text('Post code or ZIP code.'),
  country: v.pipe(
    v.string('must be a country code'),
    v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, e.g. GB'),
    v.description('ISO 3166 country code.'),
  ),
  text: optionalText('The address on one line; built from the parts when left out.'),
  latitude: v.optional(v.pipe(v.number('must be a number'), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number('must be a number'), v.minValue(-180), v.maxValue(180))),
});

const ContactSchema = v.strictObject({
  email: v.pipe(v.string('must be an email address'), v.email('must be an email address')),
  telephone: text('Reservations telephone, as guests should dial it.'),
  defaultPhoneCountry: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code')),
    'GB',
  ),
  website: v.optional(url('The hotel’s own website.')),
});

const GuestsSchema = v.strictObject({
  maxRoomsPerBooking: count(1, 'Rooms one booking may hold.'),
  maxAdultsPerRoom: count(1, 'Adults the search offers per room.'),
  maxChildrenPerRoom: count(0, 'Children the search offers per room.'),
  defaultAdults: v.optional(count(1, 'Adults preselected in the search.'), 2),
  defaultChildren: v.optional(count(0, 'Children preselected.'), 0),
  defaultInfants: v.optional(count(0, 'Infants preselected.'), 0),
  childrenSearch: flag(true, 'Let guests search with children.'),
  infantSearch: flag(true, 'Let guests search with infants.'),
  showRoomOccupancy: flag(true, 'Show each room’s occupancy limits.'),
  adultLabel: v.optional(text('Label of the adults field.'), 'Adults'),
  childLabel: v.optional(text('Label of the children field, e.g. "Children (2–12)".'), 'Children'),
  infantLabel: v.optional(text('Label of the infants field.'), 'Infants'),
});

const SameDaySchema = v.strictObject({
  hour: v.pipe(
    count(0, 'Hour (hotel time) after which tonight cannot be booked.'),
    v.maxValue(23, 'must be at most 23'),
  ),
  minute: v.optional(
    v.pipe(count(0, 'Minute of that hour.'), v.maxValue(59, 'must be at most 59')),
    0,
  ),
  message: text('What a guest sees when tonight is closed.'),
});

const CustomTermsSchema = v.strictObject({
  label: text('The tick box’s label.'),
  text: text('The terms themselves.'),
  companyInvoiceOnly: flag(false, 'Ask only when the booking is paid by company invoice.'),
});

const RequiredFieldsSchema = v.strictObject({
  firstName: flag(true, 'First name.'),
  lastName: flag(true, 'Last name.'),
  email: flag(true, 'Email.'),
  phone: flag(true, 'Telephone.'),
  country: flag(true, 'Country.'),
  street: flag(false, 'Street.'),
  city: flag(false, 'City.'),
  stateOrCounty: flag(false, 'State or county.'),
  postCode: flag(false, 'Post code.'),
});

/** How the hotel books: payment options, terms, cut-offs, what checkout asks for. */
const PoliciesSchema = v.strictObject({
  acceptedCards: v.pipe(
    v.array(
      v.picklist(
        ['visa', 'mastercard', 'amex', 'discover', 'dinersclub', 'jcb', 'unionpay'],
        'must be one of visa, mastercard, amex, discover, dinersclub, jcb, unionpay',
      ),
    ),
    v.description('Card types the hotel takes.'),
  ),
  privacyPolicy: v.optional(url('Privacy policy page.')),
  termsAndConditions: v.optional(url('Terms and conditions page.')),
  customTerms: v.optional(CustomTermsSchema),
  guestChoosesPaymentMethod: flag(false, 'Let the guest choose how to pay.'),
  payByCompanyInvoice: flag(false, 'Offer company invoicing on rates that allow it.'),
  hidePromoCode: flag(false, 'Hide the promo code field on the search page.'),
  askRoomConfiguration: flag(false, 'Ask which bed configuration the guest prefers.'),
  showMinimumStayNotice: flag(true, 'Tell guests when a minimum stay applies.'),
  noAvailabilityMessage: optionalText('Shown when a search finds nothing.'),
  sameDayCutOff: v.optional(SameDaySchema),
  giftVoucherProvider: optionalText(
    'Name of the gift voucher scheme; vouchers are off when left out.',
  ),
  requiredFields: v.optional(RequiredFieldsSchema, {}),
});

const TaxSchema = v.strictObject({
  vatPercent: percent('The standard VAT or sales tax rate.'),
  pricesIncludeTax: flag(true, 'Whether the prices in this file already include it.'),
});

export const PropertySchema = v.strictObject({
  code: v.pipe(
    code('The hotel’s code; its pages live at /CODE/... (case does not matter).'),
    v.toUpperCase(),
  ),
  name: text('The hotel’s name.'),
  rating: v.optional(
    v.pipe(v.number('must be a number'), v.minValue(0), v.maxValue(5, 'must be at most 5')),
  ),
  timeZone: text('IANA time zone, e.g. Europe/London.'),
  locale: v.optional(text('Language and region of the pages, e.g. en-GB.'), 'en-GB'),
  currency: currency('The currency prices are entered and charged in.'),
  displayCurrencies: v.pipe(
    v.array(currency('A currency guests may view prices in.')),
    v.minLength(1, 'must name at least the hotel’s currency'),
  ),
  languages: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
          v.description('A language guests may read the pages in.'),
        ),
      ),
      v.minLength(1, 'must name at least one language'),
      v.description('The languages the pages are offered in; all of them when left out.'),
    ),
  ),
  address: AddressSchema,
  contact: ContactSchema,
  logo: v.optional(url('Logo (SVG or PNG).')),
  image: v.optional(url('The hotel’s main photo.')),
  theme: ThemeSchema,
  tax: TaxSchema,
  guests: GuestsSchema,
  policies: PoliciesSchema,
  incentives: v.optional(
    v.array(
      v.strictObject({
        title: text('Short reason to book direct.'),
        description: text('One sentence.'),
      }),
    ),
    [],
  ),
  tracking: v.optional(
    v.strictObject({
      googleTagManager: optionalText('Google Tag Manager container id (GTM-...).'),
      facebookPixel: optionalText('Meta pixel id.'),
    }),
    {},
  ),
});
export type PropertyInput = v.InferOutput<typeof PropertySchema>;
