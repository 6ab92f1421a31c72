import { useState } from 'react';
import DateRangePicker from '../../components/DateRangePicker.tsx';
import { useStayCalendar } from '../../components/date-range-picker/use-stay-calendar.ts';
import { t } from '../../i18n/rooms-messages.ts';

type Props = {
  propertyCode: string;
  today: string;
  currency: string;
  searchKey: string;
  arrive: string;
  depart: string;
};

/**
 * Change the dates in place when nothing is available: the availability calendar, and
 * the same search (rooms, promo code) for the new dates.
 */
export default function ChangeDates({
  propertyCode,
  today,
  currency,
  searchKey,
  arrive,
  depart,
}: Props) {
  const [range, setRange] = useState({ arrive, depart });
  const calendar = useStayCalendar(propertyCode, today, currency);
  const kept = [...new URLSearchParams(searchKey)].filter(
    ([name]) => name !== 'arrive' && name !== 'depart',
  );
  return (
    // No action: the same search is made on this Rooms & Rates page, in the page's language.
    <form method="get" className="space-y-3 rounded-lg border border-tertiary/30 bg-white p-4">
      <h3 className="text-xl font-semibold">{t('rooms.retry.title')}</h3>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DateRangePicker
        arrive={range.arrive}
        depart={range.depart}
        onChange={setRange}
        {...calendar}
      />
      <button type="submit" className="rounded bg-primary px-4 py-2 font-semibold text-white">
        {t('rooms.retry.search')}
      </button>
    </form>
  );
}
