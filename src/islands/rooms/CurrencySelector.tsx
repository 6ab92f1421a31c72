import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration.ts';
import { t } from '../../i18n/rooms-messages.ts';
import { $displayCurrency, chooseDisplayCurrency } from '../../stores/currency.ts';

type Props = { currencies: string[]; propertyCurrency: string; initial: string };

/** Currency display (spec §2): converts shown prices; payment stays in the property currency. */
export default function CurrencySelector({ currencies, propertyCurrency, initial }: Props) {
  const chosen = useStore($displayCurrency, { ssr: () => initial });
  useEffect(() => {
    // A `currency=` deep link wins over an earlier choice in this tab.
    if (initial && currencies.includes(initial)) chooseDisplayCurrency(initial);
  }, [initial, currencies]);
  const value = currencies.includes(chosen) ? chosen : propertyCurrency;
  const choose = (currency: string) =>
    chooseDisplayCurrency(currency === propertyCurrency ? '' : currency);
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, choose);
  return (
    <div className="text-sm">
      <label className="flex items-center gap-2">
        {t('rooms.currency.label')}
        <select
          ref={ref}
          name="currency"
          className="rounded border border-control px-2 py-1"
          value={value}
          onChange={(e) => choose(e.target.value)}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      {value !== propertyCurrency && (
        <p className="mt-1">{t('rooms.currency.note', { currency: propertyCurrency })}</p>
      )}
    </div>
  );
}
