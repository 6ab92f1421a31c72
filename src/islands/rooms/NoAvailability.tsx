import { lazy, memo, Suspense } from 'react';
import type { ExchangeRates } from '../../components/Price.tsx';
import { Price } from '../../components/Price.tsx';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/rooms-messages.ts';
import { nightsText } from './words.ts';

/** Another stay the guest can pick in one click (spec §3 Alternative stay), with its results URL. */
import type { AlternativeStayLink as AlternativeStay } from '../../site/alternative-stay-link.ts';

export type { AlternativeStayLink as AlternativeStay } from '../../site/alternative-stay-link.ts';

// Only a guest who found nothing needs the calendar: it loads then, not with the page. The server
// draws it at once (a part that suspends there makes React stream inline scripts the CSP refuses).
const loadChangeDates = () => import('./ChangeDates.tsx');
const ChangeDates = import.meta.env.SSR ? (await loadChangeDates()).default : lazy(loadChangeDates);

type ChangeDatesProps = {
  propertyCode: string;
  today: string;
  searchKey: string;
  arrive: string;
  depart: string;
};

/**
 * The change-dates form in its own boundary, drawn again only when what it shows changes. Until
 * its code arrives the boundary keeps the server's HTML; were it handed new props meanwhile (any
 * render of the page above it), React would throw that HTML away and draw the form afresh,
 * losing dates a guest had already typed into it.
 */
const ChangeDatesBoundary = memo(function ChangeDatesBoundary(
  props: ChangeDatesProps & { currency: string },
) {
  return (
    <Suspense fallback={null}>
      <ChangeDates {...props} />
    </Suspense>
  );
});

type Props = {
  reason: string;
  /** Null when other dates would not help (the reason is the number of guests). */
  changeDates: ChangeDatesProps | null;

  hotelMessage: string | null;
  /** The one-click way out when the reason has one (a longer stay, other guests or rooms). */
  fix?: { text: string; url: string } | null;
  contact: { telephone: string; email: string };
  alternatives: AlternativeStay[];
  currency: string;
  exchange: ExchangeRates | null;
};

/** Spec §8 no-availability messages with alternative stays and the hotel's contact details. */
export function NoAvailability({
  reason,
  changeDates,
  hotelMessage,
  fix,
  contact,
  alternatives,
  currency,
  exchange,
}: Props) {
  return (
    <div className="space-y-4">
      {/* Notice's look, written out: its own file would cost this page's script budget. */}
      <div role="alert" className="rounded border-s-4 border-warning bg-white p-4">
        <p className="font-semibold">{reason}</p>
        {hotelMessage && <p className="mt-1">{hotelMessage}</p>}
        {fix && (
          <a
            className="mt-3 inline-block rounded bg-primary px-4 py-2 font-semibold text-white no-underline"
            href={fix.url}
          >
            {fix.text}
          </a>
        )}
        <p className="mt-1">
          {t('rooms.none.contact')}{' '}
          <a className="underline" href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>
            {contact.telephone}
          </a>{' '}
          {t('rooms.none.or')}{' '}
          <a className="underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          {t('rooms.none.contactEnd')}
        </p>
      </div>
      {changeDates && <ChangeDatesBoundary {...changeDates} currency={currency} />}
      {alternatives.length > 0 && (
        <section aria-labelledby="alternatives-heading">
          <h3 id="alternatives-heading" className="text-xl font-semibold">
            {t('rooms.none.otherDates')}
          </h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {alternatives.map((stay) => (
              <li key={`${stay.fromDate}-${stay.toDate}`}>
                <a
                  href={stay.url}
                  className="block rounded-lg border border-tertiary/30 bg-white p-3 no-underline hover:border-primary"
                >
                  <span className="block font-semibold text-primary">
                    {t('rooms.dates', {
                      from: formatStayDate(stay.fromDate),
                      to: formatStayDate(stay.toDate),
                    })}
                  </span>
                  <span className="block">
                    {t('rooms.none.nightsFrom', { nights: nightsText(stay.numberOfNights) })}{' '}
                    <Price amount={stay.totalCost} currency={currency} exchange={exchange} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
