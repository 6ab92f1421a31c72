import { useEffect, useState } from 'react';
import type { ItemService } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t, type StepKey } from '../../i18n/manage-step-messages.ts';
import { loadItemServices } from '../../stores/manage.ts';
import { primaryButton, secondaryButton, type StepProps } from './step-props.ts';
import { usePreview } from './use-preview.ts';
import { Notice } from '../../components/Notice.tsx';

const CHARGED: Record<string, StepKey | undefined> = {
  PerStay: 'manage.extras.perStay',
  PerDay: 'manage.extras.perNight',
  PerQuantity: 'manage.extras.each',
};

/** How an extra's price is counted: "per stay", "per night", "each" (nothing for a type not known here). */
const charged = (chargeType: string) => {
  const key = CHARGED[chargeType];
  return key ? t(key) : '';
};

/** Spec §4/§6 extras of one room: change quantities where the hotel allows it, within what is left. */
export function ExtrasStep({
  reservation,
  headingRef,
  onBack,
  onReview,
  itemId,
}: StepProps & { itemId: number }) {
  const index = reservation.Items.findIndex((item) => item.ReservationItemId === itemId);
  const item = reservation.Items[index]!;
  const [services, setServices] = useState<ItemService[] | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const { busy, message, setMessage, review: preview } = usePreview(reservation, onReview);

  useEffect(() => {
    void loadItemServices(reservation, itemId).then((answer) => {
      if (!answer.ok) return setMessage(answer.message);
      setServices(answer.value);
      setQuantities(
        Object.fromEntries(answer.value.map((service) => [service.ServiceId, service.Quantity])),
      );
    });
  }, [reservation, itemId]);

  async function review(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!services) return;
    await preview({
      kind: 'update',
      items: [
        {
          ReservationItemId: itemId,
          Services: services
            .filter((service) => (quantities[service.ServiceId] ?? 0) > 0)
            .map((service) => ({
              ServiceId: service.ServiceId,
              Quantity: quantities[service.ServiceId]!,
            })),
        },
      ],
    });
  }

  return (
    <section aria-labelledby="extras-heading" className="space-y-4" aria-busy={services === null}>
      <h2 id="extras-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('manage.extras.title', { number: index + 1, name: item.RoomTypeName })}
      </h2>
      {services === null && !message && <p role="status">{t('manage.extras.loading')}</p>}
      {services?.length === 0 && <p>{t('manage.extras.none')}</p>}
      {services && services.length > 0 && (
        <form onSubmit={(event) => void review(event)} noValidate className="space-y-3">
          <ul className="space-y-3">
            {services.map((service) => {
              const max = service.MaxQuantity;
              // A quantity that stops says why (the same rule as Rooms & Rates' extras).
              const capped = service.Editable && (quantities[service.ServiceId] ?? 0) >= max;
              const why =
                service.ChargeType !== 'PerQuantity'
                  ? t('manage.extras.capOne')
                  : t(max < 99 ? 'manage.extras.capLeft' : 'manage.extras.capMost', {
                      count: max,
                    });
              return (
                <li
                  key={service.ServiceId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded border border-dark/15 bg-white p-3"
                >
                  <div>
                    <p className="font-semibold">{service.Name}</p>
                    <p className="text-sm text-dark/80">{service.Description}</p>
                    <p className="text-sm">
                      {formatMoney(service.Price, reservation.Currency)}{' '}
                      {charged(service.ChargeType)}
                      {service.ChargePerPerson ? ` ${t('manage.extras.perPerson')}` : ''}
                    </p>
                    {!service.Editable && (
                      <p className="text-sm font-medium">{t('manage.extras.fixed')}</p>
                    )}
                    {service.Available !== null && (
                      <p className="text-sm">
                        {t('manage.extras.left', { count: service.Available })}
                      </p>
                    )}
                  </div>
                  <label className="flex items-center gap-2">
                    <span>{t('manage.extras.quantity')}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      value={quantities[service.ServiceId] ?? 0}
                      disabled={!service.Editable}
                      aria-label={t('manage.extras.quantityOf', { name: service.Name })}
                      onChange={(event) =>
                        setQuantities((current) => ({
                          ...current,
                          [service.ServiceId]: Math.max(
                            0,
                            Math.min(max, Math.floor(Number(event.target.value) || 0)),
                          ),
                        }))
                      }
                      aria-describedby={capped ? `cap-${service.ServiceId}` : undefined}
                      className="w-20 rounded border border-dark/40 px-2 py-1"
                    />
                  </label>
                  {capped && (
                    <p id={`cap-${service.ServiceId}`} className="w-full text-sm">
                      {why}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <div role="alert">{message && <Notice tone="negative">{message}</Notice>}</div>
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            {t('manage.review')}
          </button>
        </form>
      )}
      {services === null && message && (
        <Notice role="alert" tone="negative">
          {message}
        </Notice>
      )}
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t('manage.back')}
      </button>
    </section>
  );
}
