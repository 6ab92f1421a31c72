import { t } from '../i18n/messages.ts';

/**
 * A hotel's star rating as every page says it: in words for everyone ("4.5-star hotel", the
 * rating as the hotel gives it, as its JSON-LD does) and as stars to look at (a half star kept,
 * never rounded up to a star the hotel does not have). Null without a rating.
 */
export function starRating(rating: number | null): { words: string; stars: string } | null {
  if (!rating || rating <= 0) return null;
  const halves = Math.round(Math.min(rating, 5) * 2);
  return {
    words: t('book.rating', { rating: halves / 2 }),
    stars: '★'.repeat(Math.floor(halves / 2)) + (halves % 2 ? '½' : ''),
  };
}
