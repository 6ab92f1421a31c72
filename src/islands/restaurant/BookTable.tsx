import { useEffect, useState } from 'react';
import type { RestaurantAvailability, RestaurantSetup } from '../../api/contract/restaurant.ts';
import { PhoneField } from '../../components/PhoneField.tsx';
import { loadPhoneRule } from '../../domain/shared/load-phone-rule.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration.ts';
import { partySizes } from '../../domain/restaurant/restaurant.ts';
import { isValidEmail, isFilled } from '../../domain/shared/validation.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/restaurant-messages.ts';
import {
  createFailed,
  createTableBooking,
  loadAvailability,
  loadSetup,
} from '../../stores/restaurant.ts';

export type BookTableProps = {
  propertyCode: string;
  restaurants: { Id: number; Name: string }[];
  defaultRestaurant: number | null;
  prefill: {
    date: string | null;
    identifier: string;
    email: string;
    contactNumber: string;
    isReservation: boolean;
  };
  /** The hotel's country: a phone number without a country code is one of its numbers. */
  phoneCountry: PhoneCountry | null;
  today: string;
};

/**
 * Book a table (spec §4 Restaurant): restaurant and date load the setup and fill the party sizes;
 * a party size loads the times; then a time (and an offer), contact details, book. Success shows
 * the booking reference.
 */
export default function BookTable({
  propertyCode,
  restaurants,
  defaultRestaurant,
  prefill,
  phoneCountry,
  today,
}: BookTableProps) {
  const [restaurantId, setRestaurantId] = useState(
    String(defaultRestaurant ?? restaurants[0]?.Id ?? ''),
  );
  const [date, setDate] = useState(prefill.date && prefill.date >= today ? prefill.date : today);
  const [setup, setSetup] = useState<RestaurantSetup | null>(null);
  const [partySize, setPartySize] = useState('');
  const [slots, setSlots] = useState<RestaurantAvailability | null>(null);
  const [time, setTime] = useState('');
  const [promotion, setPromotion] = useState('');
  const [identifier, setIdentifier] = useState(prefill.identifier);
  const [email, setEmail] = useState(prefill.email);
  const [phone, setPhone] = useState(prefill.contactNumber);
  const [requests, setRequests] = useState('');
  const dateField = useTypedBeforeHydration<HTMLInputElement>(date, setDate);
  const requestsField = useTypedBeforeHydration<HTMLTextAreaElement>(requests, setRequests);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ reference: string; info: string } | null>(null);
  const restaurant = restaurants.find((candidate) => String(candidate.Id) === restaurantId);

  // Spec §4: changing restaurant or date loads its setup (and the party sizes start again).
  useEffect(() => {
    setSetup(null);
    setSlots(null);
    setTime('');
    if (!restaurantId || !date) return;
    void loadSetup(propertyCode, Number(restaurantId), date).then((answer) =>
      answer.ok ? setSetup(answer.value) : setMessage(answer.message),
    );
  }, [propertyCode, restaurantId, date]);

  // Availability loads when the party size is set.
  useEffect(() => {
    setSlots(null);
    setTime('');
    setPromotion('');
    if (!setup || !partySize) return;
    void loadAvailability(propertyCode, Number(restaurantId), date, Number(partySize)).then(
      (answer) => (answer.ok ? setSlots(answer.value) : setMessage(answer.message)),
    );
  }, [propertyCode, restaurantId, date, partySize, setup]);

  const sizes = partySizes(setup);
  const slot = slots?.TimeSlots.find((candidate) => candidate.Time === time);

  async function book(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!time) problems['VisitTime'] = t('restaurant.chooseTime');
    if (!isFilled(identifier)) problems['Identifier'] = t('restaurant.enterName');
    if (!isValidEmail(email)) problems['Email'] = t('restaurant.emailInvalid');
    const rule = await loadPhoneRule();
    const contactNumber = rule.internationalPhone(phone, phoneCountry?.code ?? null);
    if (!contactNumber) problems['ContactNumber'] = t('restaurant.phoneInvalid');
    setFields(problems);
    if (Object.keys(problems).length) return setMessage(t('restaurant.checkDetails'));
    setBusy(true);
    setMessage(null);
    const answer = await createTableBooking({
      PropertyId: propertyCode,
      RestaurantId: Number(restaurantId),
      RestaurantName: restaurant?.Name ?? null,
      VisitTime: time,
      VisitDate: date,
      PartySize: Number(partySize),
      SpecialRequests: requests || null,
      IsReservation: prefill.isReservation,
      Identifier: identifier,
      PromotionId: promotion ? Number(promotion) : null,
      Email: email.trim(),
      ContactNumber: contactNumber ?? '',
      IsLeaveTimeRequired: slot?.IsLeaveTimeRequired ?? false,
    });
    setBusy(false);
    if (!answer.ok) {
      setFields(answer.fields);
      return setMessage(answer.message);
    }
    if (!answer.value.Success || !answer.value.BookingReference) {
      setMessage(answer.value.InfoMessage ?? createFailed());
      // The time was just taken: show what is left.
      void loadAvailability(propertyCode, Number(restaurantId), date, Number(partySize)).then(
        (fresh) => fresh.ok && setSlots(fresh.value),
      );
      return;
    }
    setDone({
      reference: answer.value.BookingReference,
      info: answer.value.InfoMessage ?? t('restaurant.booked'),
    });
  }

  if (done) {
    return (
      <section
        aria-labelledby="booked-heading"
        className="space-y-3 rounded bg-white p-4 shadow-sm"
      >
        <h2 id="booked-heading" className="text-xl font-semibold">
          {t('restaurant.bookedTitle')}
        </h2>
        <p>
          {t('restaurant.reference')} <strong className="text-lg">{done.reference}</strong>
        </p>
        <p role="status">{done.info}</p>
      </section>
    );
  }

  return (
    <form onSubmit={(event) => void book(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('restaurant.restaurant')}
          placeholder={t('restaurant.choose')}
          value={restaurantId}
          onChange={setRestaurantId}
          options={restaurants.map((candidate) => ({
            value: String(candidate.Id),
            label: candidate.Name,
          }))}
          required
        />
        <label className="block">
          <span className="block font-medium">
            {t('restaurant.date')} <span aria-hidden="true">*</span>
          </span>
          <input
            ref={dateField}
            type="date"
            value={date}
            min={today}
            required
            onChange={(event) => setDate(event.target.value)}
            className="mt-1 w-full rounded border border-dark/40 px-3 py-2"
          />
        </label>
        <SelectField
          label={t('restaurant.partySize')}
          value={partySize}
          onChange={setPartySize}
          options={sizes.map((size) => ({
            value: String(size),
            label: t(size === 1 ? 'restaurant.guests.one' : 'restaurant.guests.other', {
              count: size,
            }),
          }))}
          required
          placeholder={t(setup ? 'restaurant.choose' : 'restaurant.loading')}
          error={fields['PartySize']}
        />
      </div>
      {partySize && !slots && <p role="status">{t('restaurant.looking')}</p>}
      {slots && slots.TimeSlots.length === 0 && (
        // Notice's look, written out: its own file would cost this page's script budget.
        <p role="status" className="rounded border-s-4 border-warning bg-white p-3 font-medium">
          {slots.NoAvailabilityText}
        </p>
      )}
      {slots && slots.TimeSlots.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">
            {t('restaurant.timeOn', { date: formatStayDate(date) })}
          </legend>
          <div className="flex flex-wrap gap-2">
            {slots.TimeSlots.map((candidate) => (
              <label
                key={candidate.Time}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded border px-3 py-2 ${time === candidate.Time ? 'border-primary bg-primary/10' : 'border-dark/30 bg-white'}`}
              >
                <input
                  type="radio"
                  name="time"
                  value={candidate.Time}
                  checked={time === candidate.Time}
                  onChange={() => {
                    setTime(candidate.Time);
                    setPromotion('');
                  }}
                />
                {candidate.Time}
                {candidate.Promotions.length ? t('restaurant.offerMark') : ''}
              </label>
            ))}
          </div>
          {fields['VisitTime'] && <p className="text-negative">{fields['VisitTime']}</p>}
          {slot?.IsLeaveTimeRequired && <p className="text-sm">{t('restaurant.twoHours')}</p>}
        </fieldset>
      )}
      {slot && slot.Promotions.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('restaurant.offersAt', { time: slot.Time })}</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="promotion"
              value=""
              checked={promotion === ''}
              onChange={() => setPromotion('')}
            />{' '}
            {t('restaurant.noOffer')}
          </label>
          {slot.Promotions.map((offer) => (
            <label key={offer.Id} className="flex items-start gap-2">
              <input
                type="radio"
                name="promotion"
                value={offer.Id}
                checked={promotion === String(offer.Id)}
                onChange={() => setPromotion(String(offer.Id))}
                className="mt-1"
              />
              <span>
                <strong>{offer.Name}</strong>: {offer.Description}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('restaurant.name')}
          value={identifier}
          onChange={setIdentifier}
          autoComplete="name"
          required
          error={fields['Identifier']}
          className="sm:col-span-2"
        />
        <TextField
          label={t('restaurant.email')}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
          error={fields['Email']}
        />
        <PhoneField
          label={t('restaurant.phone')}
          value={phone}
          onChange={setPhone}
          country={phoneCountry}
          required
          error={fields['ContactNumber']}
        />
      </div>
      <label className="block">
        <span className="block font-medium">{t('restaurant.requests')}</span>
        <textarea
          ref={requestsField}
          value={requests}
          onChange={(event) => setRequests(event.target.value)}
          maxLength={500}
          rows={3}
          className="mt-1 w-full rounded border border-dark/40 px-3 py-2"
        />
      </label>
      <div role="alert">
        {message && (
          <p className="rounded border-s-4 border-negative bg-white p-3 font-medium">{message}</p>
        )}
      </div>
      <button
        type="submit"
        className="h-12 w-full rounded bg-primary px-6 font-semibold text-white sm:w-auto"
        aria-disabled={busy || undefined}
      >
        {t(busy ? 'restaurant.booking' : 'restaurant.book')}
      </button>
    </form>
  );
}
