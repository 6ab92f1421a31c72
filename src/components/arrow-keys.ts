export type TextDirection = 'ltr' | 'rtl';

/**
 * The step in reading order a left or right arrow key asks for: 1 to the next item, -1 to the
 * previous one, 0 for any other key. Right to left, a guest reads leftwards, so the left arrow goes
 * to the next item (a picture, a day) and the right arrow back.
 */
export function stepForArrowKey(key: string, direction: TextDirection): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : 0;
}

/** The direction an element is laid out in: its page's `dir`, unless a part of it says otherwise. */
export function readingDirection(element: Element): TextDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
