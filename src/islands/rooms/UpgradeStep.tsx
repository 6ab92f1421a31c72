import type { ExchangeRates } from '../../components/Price.tsx';
import { Picture } from '../../components/Picture.tsx';
import { Price } from '../../components/Price.tsx';
import type { Rate } from '../../api/contract/availability-search.ts';
import { t } from '../../i18n/rooms-step-messages.ts';

export type UpgradeView = {
  roomTypeId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  rate: Rate;
  difference: number;
};

type Props = {
  roomNumber: number;
  currentName: string;
  upgrades: UpgradeView[];
  currency: string;
  exchange: ExchangeRates | null;
  onUpgrade: (upgrade: UpgradeView) => void;
  onDecline: () => void;
};

/** Spec §4 upgrade selection: better room types for the same rate, with what they add to the price. */
export function UpgradeStep({
  roomNumber,
  currentName,
  upgrades,
  currency,
  exchange,
  onUpgrade,
  onDecline,
}: Props) {
  return (
    <section aria-labelledby="upgrade-heading" className="space-y-4">
      <h2 id="upgrade-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {t('rooms.upgrade.title', { room: roomNumber })}
      </h2>
      <p>{t('rooms.upgrade.intro', { name: currentName })}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {upgrades.map((upgrade) => (
          <li
            key={upgrade.roomTypeId}
            className="flex flex-col gap-2 rounded-lg border border-tertiary/30 bg-white p-4"
          >
            {upgrade.imageUrl && (
              <Picture
                src={upgrade.imageUrl}
                alt={upgrade.name}
                width={576}
                height={384}
                loading="lazy"
                className="aspect-[3/2] h-auto w-full rounded object-cover"
              />
            )}
            <h3 className="text-lg font-semibold">{upgrade.name}</h3>
            <p className="grow">{upgrade.description}</p>
            <button
              type="button"
              className="rounded bg-primary px-4 py-2 font-semibold text-white"
              onClick={() => onUpgrade(upgrade)}
            >
              {t('rooms.upgrade.to', { name: upgrade.name })}{' '}
              <Price amount={upgrade.difference} currency={currency} exchange={exchange} />{' '}
              {t('rooms.upgrade.more')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="rounded border border-primary px-4 py-2 text-primary"
        onClick={onDecline}
      >
        {t('rooms.upgrade.decline', { name: currentName })}
      </button>
    </section>
  );
}
