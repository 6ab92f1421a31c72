import { useState } from 'react';
import type { ServiceList } from '../../api/contract/services.ts';
import type { ExchangeRates } from '../../components/Price.tsx';
import { Price } from '../../components/Price.tsx';
import type { BasketItem, BasketService } from '../../stores/basket.ts';
import { serviceCharge } from '../../domain/booking/pricing.ts';
import { grossPrice, type PriceTax } from '../../domain/booking/room-quote.ts';
import { daysBetween } from '../../domain/shared/clock.ts';
import { t } from '../../i18n/rooms-step-messages.ts';
import { chargeRuleText, extraLineWords, serviceOptions } from './service-rules.ts';

type Props = {
  roomNumber: number;
  item: BasketItem;
  otherRooms: readonly (BasketItem | null)[];
  list: ServiceList | null;
  tax: PriceTax;
  exchange: ExchangeRates | null;
  /** Every added or removed extra, so the running total follows it. */
  onChange: (services: BasketService[]) => void;
  /** Continue, with the extras the room had when the step opened. */
  onSave: (services: BasketService[], before: readonly BasketService[]) => void;
};

/** Spec §4 extras step: the room's extras with their charge rule, price, quantity and what is left. */
export function ExtrasStep(props: Props) {
  const { roomNumber, item, otherRooms, list, tax, exchange, onChange, onSave } = props;
  const currency = tax.currency;
  const nights = daysBetween(item.dateOfArrival, item.dateOfDeparture);
  const guests = item.numberOfAdults + item.numberOfChildren;
  const [before] = useState(item.services);
  const quantities: Record<number, number> = Object.fromEntries(
    item.services.map((s) => [s.ServiceId, s.Quantity]),
  );
  if (!list) return <p role="status">{t('rooms.extras.loading', { room: roomNumber })}</p>;
  // Limits read with the extras the room had when the step opened, so a choice here counts once.
  const options = serviceOptions(list, { ...item, services: before }, otherRooms);

  function chosenWith(next: Record<number, number>): BasketService[] {
    if (!list) return [];
    return list.Services.flatMap((service): BasketService[] => {
      const quantity = next[service.ServiceId] ?? 0;
      const article = service.Articles[0];
      return quantity > 0 && article
        ? [
            {
              ServiceId: service.ServiceId,
              Name: service.Name,
              ChargeType: service.ChargeType,
              ChargePerPerson: service.ChargePerPerson,
              Price: article.Price,
              Quantity: quantity,
            },
          ]
        : [];
    });
  }

  return (
    <section aria-labelledby="extras-heading" className="space-y-4">
      <h2 id="extras-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {t('rooms.extras.title', { room: roomNumber })}
      </h2>
      <p>{t('rooms.extras.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {options.map(({ service, max, left, why }) => {
          const quantity = quantities[service.ServiceId] ?? 0;
          const set = (next: number) =>
            onChange(
              chosenWith({
                ...quantities,
                [service.ServiceId]: Math.max(0, Math.min(max, next)),
              }),
            );
          const price = service.Articles[0]?.Price ?? 0;
          return (
            <li
              key={service.ServiceId}
              className="flex flex-col gap-2 rounded-lg border border-tertiary/30 bg-white p-4"
            >
              <h3 className="text-lg font-semibold">{service.Name}</h3>
              <p className="grow">{service.Description}</p>
              <p>
                <Price
                  amount={price}
                  currency={currency}
                  exchange={exchange}
                  className="font-semibold"
                />{' '}
                {chargeRuleText(service)}
                {left < 10 && (
                  <span className="ms-2 text-sm">{t('rooms.extras.left', { count: left })}</span>
                )}
              </p>
              {quantity > 0 && (
                // What this choice costs for the stay, and why, before the summary.
                <p className="text-sm" data-extra-line>
                  <Price
                    amount={grossPrice(
                      serviceCharge(
                        { ...service, Price: price },
                        {
                          nights,
                          adults: item.numberOfAdults,
                          children: item.numberOfChildren,
                          quantity,
                        },
                      ),
                      tax,
                    )}
                    currency={currency}
                    exchange={exchange}
                    className="font-semibold"
                  />{' '}
                  {t('rooms.extras.forStay', {
                    why: extraLineWords(service, { nights, guests, quantity }),
                  })}
                </p>
              )}
              <div
                className="flex items-center gap-3"
                role="group"
                aria-label={t('rooms.extras.quantity', { name: service.Name })}
              >
                <button
                  type="button"
                  className="h-10 w-10 rounded border border-primary text-xl text-primary disabled:opacity-40"
                  aria-label={t('rooms.extras.removeOne', { name: service.Name })}
                  disabled={quantity === 0}
                  onClick={() => set(quantity - 1)}
                >
                  −
                </button>
                <output aria-live="polite" className="min-w-6 text-center text-lg">
                  {quantity}
                </output>
                <button
                  type="button"
                  className="h-10 w-10 rounded border border-primary text-xl text-primary disabled:opacity-40"
                  aria-label={t('rooms.extras.addOne', { name: service.Name })}
                  disabled={quantity >= max}
                  aria-describedby={quantity >= max ? `cap-${service.ServiceId}` : undefined}
                  onClick={() => set(quantity + 1)}
                >
                  +
                </button>
                {/* A + that stops says why. */}
                {quantity >= max && (
                  <span id={`cap-${service.ServiceId}`} className="text-sm">
                    {why}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="rounded bg-primary px-6 py-2 font-semibold text-white"
        onClick={() => onSave(chosenWith(quantities), before)}
      >
        {t('rooms.continue')}
      </button>
    </section>
  );
}
