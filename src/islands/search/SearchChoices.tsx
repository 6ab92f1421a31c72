import {
  useChosenBeforeHydration,
  useTypedBeforeHydration,
} from '../../components/use-typed-before-hydration.ts';
import { t } from '../../i18n/messages.ts';

export type SearchLocation = { Id: number; Name: string };
export type SearchOffer = {
  Id: number;
  Name: string;
  Description: string;
  RatePlanCode: string | null;
  PromoCode: string | null;
};

/** `<select name="location">`, when the property has locations. */
export function LocationChoice({
  id,
  locations,
  value,
  onChange,
}: {
  id: string;
  locations: SearchLocation[];
  value: string;
  onChange: (value: string) => void;
}) {
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, onChange);
  if (locations.length === 0) return null;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block font-medium">
        {t('search.location')}
      </label>
      <select
        ref={ref}
        id={id}
        name="location"
        value={value}
        className="h-12 w-full rounded border border-dark/40 bg-white px-3"
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t('search.anyLocation')}</option>
        {locations.map((location) => (
          <option key={location.Id} value={String(location.Id)}>
            {location.Name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Offers as radios named `rate` (their rate plan code), so the plain form sends the choice too.
 * Decision: an offer's promo code is named in its text and, with JavaScript, filled in and checked.
 */
export function OfferChoice({
  id,
  name,
  offers,
  value,
  onChange,
}: {
  id: string;
  name: string;
  offers: SearchOffer[];
  value: string;
  onChange: (offer: SearchOffer | undefined) => void;
}) {
  const choosable = offers.filter((offer) => offer.RatePlanCode);
  const group = useChosenBeforeHydration<HTMLFieldSetElement>(value, (code) =>
    onChange(choosable.find((offer) => offer.RatePlanCode === code)),
  );
  if (choosable.length === 0) return null;
  const option =
    'relative flex gap-3 rounded border border-dark/20 bg-white p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary';
  // The label's ::after covers the card, so a click anywhere on it chooses the offer.
  const label = 'cursor-pointer font-medium after:absolute after:inset-0';
  return (
    <fieldset ref={group} className="min-w-0">
      <legend className="mb-2 text-lg font-semibold">{t('search.offers')}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <div className={option}>
          <input
            id={`${id}-none`}
            type="radio"
            name={name}
            value=""
            checked={value === ''}
            className="mt-1 size-6 shrink-0 accent-primary"
            onChange={() => onChange(undefined)}
          />
          <label htmlFor={`${id}-none`} className={label}>
            {t('search.noOffer')}
          </label>
        </div>
        {choosable.map((offer) => (
          <div key={offer.Id} className={option}>
            <input
              id={`${id}-${offer.Id}`}
              type="radio"
              name={name}
              value={offer.RatePlanCode ?? ''}
              checked={value === offer.RatePlanCode}
              aria-describedby={`${id}-${offer.Id}-text`}
              className="mt-1 size-6 shrink-0 accent-primary"
              onChange={() => onChange(offer)}
            />
            <div>
              <label htmlFor={`${id}-${offer.Id}`} className={label}>
                {offer.Name}
              </label>
              <p id={`${id}-${offer.Id}-text`} className="text-sm">
                {offer.Description}
                {offer.PromoCode && (
                  <span className="mt-1 block font-medium">
                    {t('search.offerCode', { code: offer.PromoCode })}
                  </span>
                )}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
