import { useEffect, useState } from 'react';
import type { UpgradeOption } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/manage-step-messages.ts';
import { loadUpgradeOptions } from '../../stores/manage.ts';
import { secondaryButton, type StepProps } from './step-props.ts';
import { Notice } from '../../components/Notice.tsx';

/** Spec §4 UpgradeSelection in manage: better room types on the same dates and rate, with the price difference. */
export function UpgradeStep({
  reservation,
  headingRef,
  onBack,
  onReview,
  itemId,
}: StepProps & { itemId: number }) {
  const index = reservation.Items.findIndex((item) => item.ReservationItemId === itemId);
  const item = reservation.Items[index]!;
  const [options, setOptions] = useState<UpgradeOption[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    void loadUpgradeOptions(reservation, itemId).then((answer) =>
      answer.ok ? setOptions(answer.value) : setMessage(answer.message),
    );
  }, [reservation, itemId]);

  const money = (amount: number) => formatMoney(amount, reservation.Currency);
  return (
    <section
      aria-labelledby="upgrade-heading"
      className="space-y-4"
      aria-busy={options === null && !message}
    >
      <h2 id="upgrade-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('manage.upgrade.title', { number: index + 1, name: item.RoomTypeName })}
      </h2>
      {options === null && !message && <p role="status">{t('manage.upgrade.looking')}</p>}
      {message && (
        <Notice role="alert" tone="negative">
          {message}
        </Notice>
      )}
      {options?.length === 0 && <p>{t('manage.upgrade.none')}</p>}
      {options && options.length > 0 && (
        <ul className="space-y-3">
          {options.map((option) => (
            <li
              key={option.RoomTypeId}
              className="flex flex-wrap items-center justify-between gap-3 rounded border border-dark/15 bg-white p-3"
            >
              <div>
                <p className="font-semibold">{option.RoomTypeName}</p>
                <p className="text-sm text-dark/80">{option.Description}</p>
                <p>
                  {t('manage.upgrade.total', { price: money(option.TotalCost) })} ·{' '}
                  <strong>
                    {option.Difference > 0 ? '+' : ''}
                    {money(option.Difference)}
                  </strong>
                </p>
              </div>
              <button
                type="button"
                className={secondaryButton}
                onClick={() =>
                  onReview(
                    {
                      kind: 'update',
                      items: [{ ReservationItemId: itemId, RoomTypeId: option.RoomTypeId }],
                    },
                    option.Summary,
                  )
                }
              >
                {t('manage.upgrade.to', { name: option.RoomTypeName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t('manage.back')}
      </button>
    </section>
  );
}
