import type { HTMLAttributes } from 'react';

export type NoticeTone = 'negative' | 'warning' | 'positive' | 'info';

const STRIPE: Record<NoticeTone, string> = {
  negative: 'border-negative',
  warning: 'border-warning',
  positive: 'border-positive',
  info: 'border-info',
};

type Props = HTMLAttributes<HTMLElement> & {
  tone: NoticeTone;
  /** The element: a sentence (`p`), or a box of several (`div`, `section` with a heading). */
  as?: 'p' | 'div' | 'section';
};

/**
 * A message in a box with a stripe in its tone's colour on the side where reading starts: the
 * left in English, the right in Arabic. `className` gives the rest of the box (its corners,
 * background, padding and type) and its place.
 */
export function Notice({
  tone,
  as: Box = 'p',
  className = 'rounded bg-white p-3 font-medium',
  ...rest
}: Props) {
  return <Box {...rest} className={`border-s-4 ${STRIPE[tone]} ${className}`} />;
}
