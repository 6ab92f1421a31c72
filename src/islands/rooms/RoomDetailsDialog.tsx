import { useEffect, useState, type KeyboardEvent } from 'react';
import type { RoomType } from '../../api/contract/availability-search.ts';
import type { RoomTypeDetails } from '../../api/contract/room-type-details.ts';
import { readingDirection, stepForArrowKey } from '../../components/arrow-keys.ts';
import Dialog from '../../components/Dialog.tsx';
import { Picture } from '../../components/Picture.tsx';
import { t } from '../../i18n/rooms-step-messages.ts';
import { loadRoomDetails } from './loaders.ts';

type Props = {
  propertyCode: string;
  roomType: Pick<RoomType, 'RoomTypeId' | 'Name' | 'Description'>;
  onClose: () => void;
};

/**
 * A room's details: every photo, one at a time with its alt text beneath (Previous and Next, or
 * the arrow keys, which follow the page's reading direction), and the floor area. Fetched on
 * opening: the search answer carries one picture.
 */
export function RoomDetailsDialog({ propertyCode, roomType, onClose }: Props) {
  const [details, setDetails] = useState<RoomTypeDetails | 'failed' | null>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    loadRoomDetails(propertyCode, roomType.RoomTypeId).then(
      (found) => setDetails(found ?? 'failed'),
      () => setDetails('failed'),
    );
  }, [propertyCode, roomType.RoomTypeId]);

  const photos = details && details !== 'failed' ? details.Photos : [];
  const photo = photos[index];
  const move = (step: number) =>
    setIndex((current) => (current + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepForArrowKey(event.key, readingDirection(event.currentTarget));
    if (!step || photos.length < 2) return;
    event.preventDefault();
    move(step);
  };

  return (
    <Dialog open onClose={onClose} title={roomType.Name}>
      {/* The box fits its content (the Dialog's sm:w-fit): this width keeps the text from
          stretching it to the window's. */}
      <div className="sm:w-[36rem]">
        {details === null ? (
          <p role="status">{t('rooms.loading')}</p>
        ) : details === 'failed' ? (
          <p role="alert">{t('rooms.room.failed')}</p>
        ) : (
          <>
            {photo && (
              <section
                aria-roledescription={t('rooms.room.carousel')}
                aria-label={t('rooms.room.photos')}
                onKeyDown={onKeyDown}
              >
                <figure>
                  <Picture
                    key={photo.Url}
                    src={photo.Url}
                    alt={photo.AltText}
                    width={576}
                    height={384}
                    className="aspect-[3/2] h-auto w-full rounded object-cover"
                  />
                  {/* The alt text for every guest; the picture already says it to a screen reader. */}
                  <figcaption aria-hidden="true" className="mt-2 text-sm">
                    {photo.AltText}
                  </figcaption>
                </figure>
                {photos.length > 1 && (
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <button
                      type="button"
                      className="min-h-11 rounded border border-primary px-3 text-primary"
                      onClick={() => move(-1)}
                    >
                      {t('rooms.room.previous')}
                    </button>
                    <p aria-live="polite" className="text-sm">
                      {t('rooms.room.position', { n: index + 1, count: photos.length })}
                    </p>
                    <button
                      type="button"
                      className="min-h-11 rounded border border-primary px-3 text-primary"
                      onClick={() => move(1)}
                    >
                      {t('rooms.room.next')}
                    </button>
                  </div>
                )}
              </section>
            )}
            {details.SizeSquareMetres !== null && (
              <p className="mt-4 font-semibold">
                {t('rooms.room.size', { size: details.SizeSquareMetres })}
              </p>
            )}
            <p className="mt-2">{roomType.Description}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}
