import { expect, it, vi } from 'vitest';
import { apiNoticeMessages } from './api-notice-messages.ts';
import { apiAnswerBodyIn, apiErrorMessageOf } from './api-error-texts.ts';

vi.mock('./translations.ts', () => ({
  translationsOf: (locale: string) =>
    locale === 'de'
      ? {
          'api.notice.noRoomsOnDates': 'Keine Zimmer an den gewählten Daten verfügbar',
          'api.notice.tableSlotTaken': 'Diese Uhrzeit ist leider gerade vergeben worden.',
        }
      : {},
}));

it('finds every notice of the table as itself', () => {
  for (const [key, text] of Object.entries(apiNoticeMessages))
    if (!text.includes('{')) expect(apiErrorMessageOf(text)?.key).toBe(key);
});

it('puts a successful answer’s Message and InfoMessage into the locale, and nothing else', () => {
  const answer = {
    Success: false,
    Message: 'No rooms available on selected dates',
    InfoMessage: 'Sorry, that time has just been taken. Please choose another time.',
    Name: 'No rooms available on selected dates',
  };
  expect(apiAnswerBodyIn(answer, () => 'de')).toEqual({
    Success: false,
    Message: 'Keine Zimmer an den gewählten Daten verfügbar',
    InfoMessage: 'Diese Uhrzeit ist leider gerade vergeben worden.',
    Name: 'No rooms available on selected dates',
  });
  expect(apiAnswerBodyIn(answer, () => 'en-GB')).toBe(answer);
});

it('keeps the hotel’s own words, and asks for no locale without a text', () => {
  const own = { Message: 'Closed for refurbishment until May' };
  expect(apiAnswerBodyIn(own, () => 'de')).toBe(own);
  const localeOf = vi.fn(() => 'de' as const);
  const plain = { Rooms: [], Message: null };
  expect(apiAnswerBodyIn(plain, localeOf)).toBe(plain);
  expect(localeOf).not.toHaveBeenCalled();
});
