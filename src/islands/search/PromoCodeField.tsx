import { useEffect, useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration.ts';
import { t } from '../../i18n/messages.ts';
import { promoView, type PromoState } from '../../domain/search/promo-state.ts';

export type PromoCodeFieldProps = {
  state: PromoState;
  onType: (value: string) => void;
  onAdd: () => void;
  onRemove: () => void;
  /** False before hydration: the field is a plain `promo` input sent with the form. */
  interactive: boolean;
};

/**
 * Spec §4 promo code button states: "add" (a field and "Add promo code"), "entered" (the code
 * shown as applied, with remove) and "invalid" (the field again, marked invalid with the message
 * next to it). Focus follows the control that replaces the one the guest used.
 */
export default function PromoCodeField({
  state,
  onType,
  onAdd,
  onRemove,
  interactive,
}: PromoCodeFieldProps) {
  const id = useId();
  // Until hydrated, a plain field: "applied" cannot be claimed before the check, nor removed without JavaScript.
  const view = interactive ? promoView(state) : 'add';
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(state.draft, onType, input);
  const remove = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const previousView = useRef(view);

  useEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    // Only when the guest was working here: a check finishing after they moved on must not pull focus back.
    const active = document.activeElement;
    if (active !== document.body && !box.current?.contains(active)) return;
    (view === 'entered' ? remove.current : input.current)?.focus();
  }, [view]);

  const errorId = `${id}-error`;
  const invalid = view === 'invalid';
  const message = state.message;

  return (
    <div ref={box} className="min-w-0">
      {view === 'entered' ? (
        <div>
          <p className="mb-1 font-medium">{t('search.promo.label')}</p>
          <div className="flex min-h-12 flex-wrap items-center gap-3 rounded border border-positive/60 bg-white px-3 py-2">
            <p role="status" className="grow">
              {state.checking
                ? t('search.promo.checking', { code: state.code })
                : t('search.promo.applied', { code: state.code })}
            </p>
            <input type="hidden" name="promo" value={state.code} />
            <button
              ref={remove}
              type="button"
              className="text-sm text-negative underline"
              aria-label={t('search.promo.remove', { code: state.code })}
              onClick={onRemove}
            >
              {t('search.promo.remove', { code: '' }).trim()}
            </button>
          </div>
          <p className="mt-1 min-h-5 text-sm">{state.checking ? '' : message}</p>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-code`} className="mb-1 block font-medium">
            {t('search.promo.label')}{' '}
            <span className="font-normal text-dark/75">({t('search.promo.optional')})</span>
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={`${id}-code`}
              name="promo"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={state.draft}
              aria-invalid={invalid || undefined}
              aria-describedby={message ? errorId : undefined}
              className={`h-12 min-w-0 grow rounded border bg-white px-3 uppercase ${invalid ? 'border-negative' : 'border-dark/40'}`}
              onChange={(event) => onType(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter here applies the code rather than starting the search.
                if (event.key === 'Enter' && interactive) {
                  event.preventDefault();
                  onAdd();
                }
              }}
            />
            <button
              type="button"
              disabled={!interactive}
              className="h-12 shrink-0 rounded border border-primary px-4 font-medium text-primary hover:bg-primary/5 disabled:opacity-60"
              onClick={onAdd}
            >
              {t('search.promo.add')}
            </button>
          </div>
          <p id={errorId} className="mt-1 min-h-5 text-sm text-negative" aria-live="polite">
            {message}
          </p>
        </div>
      )}
    </div>
  );
}
