import { useId, useRef } from 'react';
import { t } from '../i18n/messages.ts';
import {
  addRoom,
  removeRoom,
  setOccupant,
  type OccupancyRules,
  type OccupantKind,
} from '../site/room-occupancy.ts';
import type { RoomOccupancy } from '../site/search-query.ts';
import OccupantCounter from './OccupantCounter.tsx';
import { Notice } from './Notice.tsx';

export type RoomListSelectorProps = {
  rooms: RoomOccupancy[];
  onChange: (rooms: RoomOccupancy[]) => void;
  /** Counts and room maximum (see `occupancyRules`); children/infants show only when enabled. */
  rules: OccupancyRules;
  /** Occupancy of an added room. */
  defaultRoom: RoomOccupancy;
  /** The property's labels for adults, children and infants. */
  labels: Record<OccupantKind, string>;
  /** The hotel's contact details for the maximum-rooms notice. */
  contact: { telephone?: string | null | undefined; email?: string | null | undefined };
  /** Messages per room (by index) and for the list. */
  roomErrors?: (string | undefined)[] | undefined;
  listError?: string | undefined;
  /** Give room 1's fields the single-room names (`adults`, `children`, `infants`) for the no-JavaScript form. */
  singleRoomNames?: boolean | undefined;
  /** False before hydration: buttons cannot work yet. */
  interactive?: boolean | undefined;
};

const SINGULAR = {
  adults: 'search.occupant.adult',
  children: 'search.occupant.child',
  infants: 'search.occupant.infant',
} as const;

/** Rooms 1..N, each with occupant counters; add a room up to the maximum, then the contact notice. */
export default function RoomListSelector({
  rooms,
  onChange,
  rules,
  defaultRoom,
  labels,
  contact,
  roomErrors = [],
  listError,
  singleRoomNames = false,
  interactive = true,
}: RoomListSelectorProps) {
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const atMax = rooms.length >= rules.maxRooms;
  const kinds: OccupantKind[] = [
    'adults',
    ...(rules.childrenEnabled ? (['children'] as const) : []),
    ...(rules.infantsEnabled ? (['infants'] as const) : []),
  ];

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-lg font-semibold">{t('search.rooms')}</legend>
      <ol className="space-y-3">
        {rooms.map((room, index) => {
          const number = index + 1;
          const error = roomErrors[index];
          const errorId = `${id}-room-${number}-error`;
          return (
            <li key={index}>
              <fieldset className="rounded border border-dark/20 bg-white p-3">
                {/* Floated so the legend sits inside the box rather than on its border. */}
                <legend className="float-start mb-1 w-full font-semibold">
                  {t('search.room', { number })}
                </legend>
                <div className="clear-both" />
                {kinds.map((kind) => (
                  <OccupantCounter
                    key={kind}
                    id={`${id}-room-${number}-${kind}`}
                    label={labels[kind]}
                    value={room[kind]}
                    min={rules[kind].min}
                    max={rules[kind].max}
                    name={singleRoomNames && index === 0 ? kind : undefined}
                    interactive={interactive}
                    invalid={Boolean(error)}
                    describedBy={error ? errorId : undefined}
                    addLabel={t('search.counter.add', { kind: t(SINGULAR[kind]), room: number })}
                    removeLabel={t('search.counter.remove', {
                      kind: t(SINGULAR[kind]),
                      room: number,
                    })}
                    onChange={(value) => onChange(setOccupant(rooms, index, kind, value, rules))}
                  />
                ))}
                {error && (
                  <p id={errorId} className="mt-1 text-sm text-negative">
                    {error}
                  </p>
                )}
                {rooms.length > 1 && (
                  <button
                    type="button"
                    className="mt-2 text-sm text-negative underline"
                    disabled={!interactive}
                    onClick={() => {
                      onChange(removeRoom(rooms, index));
                      // The button goes away with its room: keep focus in the list.
                      addButton.current?.focus();
                    }}
                  >
                    {t('search.removeRoom', { number })}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="mt-3 inline-flex h-11 items-center rounded border border-primary px-4 font-medium text-primary hover:bg-primary/5 disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:border-dark/30 aria-disabled:text-dark/50"
        disabled={!interactive}
        aria-disabled={atMax || undefined}
        aria-describedby={atMax ? `${id}-max` : undefined}
        onClick={() => {
          if (!atMax) onChange(addRoom(rooms, defaultRoom, rules));
        }}
      >
        <span aria-hidden="true">+&nbsp;</span>
        {t('search.addRoom')}
      </button>
      {listError && <p className="mt-1 text-sm text-negative">{listError}</p>}
      <div aria-live="polite">
        {atMax && (
          <Notice id={`${id}-max`} tone="info" className="mt-2 rounded bg-white p-3 text-sm">
            {t('search.maxRooms', { max: rules.maxRooms })}{' '}
            {contact.telephone && (
              <a className="underline" href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>
                {contact.telephone}
              </a>
            )}
            {contact.telephone && contact.email && ' · '}
            {contact.email && (
              <a className="underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            )}
          </Notice>
        )}
      </div>
    </fieldset>
  );
}
