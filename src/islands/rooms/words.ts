import { t } from '../../i18n/rooms-messages.ts';

/** "1 night", "3 nights". */
export const nightsText = (count: number): string =>
  t(count === 1 ? 'rooms.nights.one' : 'rooms.nights.other', { count });
