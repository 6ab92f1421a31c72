import { useId } from 'react';
import { CardFields, type TypedCard } from '../../components/CardFields.tsx';
import { t } from '../../i18n/manage-step-messages.ts';

/** What pays the amount charged now: the card on file, or another card typed here. */
export function CardChoice({
  onFile,
  useNew,
  onUseNew,
  card,
  onCard,
}: {
  onFile: string;
  useNew: boolean;
  onUseNew: (value: boolean) => void;
  card: TypedCard;
  onCard: (card: TypedCard) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-3 rounded border border-dark/15 bg-white p-3">
      <legend className="float-start mb-3 w-full font-semibold">{t('manage.card.legend')}</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={!useNew} onChange={() => onUseNew(false)} />{' '}
        {t('manage.card.onFile', { card: onFile })}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={useNew} onChange={() => onUseNew(true)} />{' '}
        {t('manage.card.other')}
      </label>
      {useNew && <CardFields card={card} onCard={onCard} />}
    </fieldset>
  );
}
