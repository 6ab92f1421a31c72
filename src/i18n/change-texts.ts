import type { ChangeLine, RoomRef, StayDates } from '../domain/manage/change-lines.ts';
import { changeMessages } from './change-messages.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { stayDatesIn } from './stay-texts.ts';
import { translatorFor } from './translate.ts';

/** One line of an amendment in `locale`: "Room 2 (Classic Double): dates changed from … to …". */
export function changeLineIn(line: ChangeLine, locale: Locale = DEFAULT_LOCALE): string {
  const t = translatorFor(changeMessages, locale);
  const room = (ref: RoomRef) =>
    t('change.room', { number: ref.position + 1, roomTypeName: ref.roomTypeName });
  const dates = (stay: StayDates) => stayDatesIn(stay.from, stay.to, locale);
  switch (line.kind) {
    case 'cancelledBooking':
      return t('change.cancelledBooking');
    case 'cancelledRoom':
      return t('change.cancelledRoom', { room: room(line.room) });
    case 'upgraded':
      return t('change.upgraded', { room: room(line.room), from: line.from, to: line.to });
    case 'dates':
      return t('change.dates', {
        room: room(line.room),
        from: dates(line.from),
        to: dates(line.to),
      });
    case 'extra': {
      const values = {
        room: room(line.room),
        name: line.name,
        before: line.before,
        after: line.after,
      };
      if (line.before === 0) return t('change.extraAdded', values);
      if (line.after === 0) return t('change.extraRemoved', values);
      return t('change.extraChanged', values);
    }
    case 'guestAdded':
      return t('change.guestAdded', { room: room(line.room), name: line.name });
    case 'guestRenamed':
      return t('change.guestRenamed', {
        room: room(line.room),
        before: line.before,
        after: line.after,
      });
    case 'guestRemoved':
      return t('change.guestRemoved', { room: room(line.room), name: line.name });
  }
}
