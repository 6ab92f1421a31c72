import { Notice } from '../../components/Notice.tsx';
import { t } from '../../i18n/pre-check-in-messages.ts';
type Props = { tone: 'positive' | 'warning' | 'negative'; title: string; message: string };

const BADGE = {
  positive: 'precheckin.badge.done',
  warning: 'precheckin.badge.notice',
  negative: 'precheckin.badge.error',
} as const;
const BADGE_COLOUR = {
  positive: 'bg-positive',
  warning: 'bg-warning',
  negative: 'bg-negative',
} as const;

/** Spec §8: a link that cannot be used shows a badge (positive, warning or negative), a title and a message. Static HTML, no script. */
export default function LinkMessage({ tone, title, message }: Props) {
  return (
    <Notice
      as="section"
      aria-labelledby="link-state-title"
      tone={tone}
      className="rounded-lg bg-white p-5"
    >
      <p>
        <span
          className={`inline-block rounded px-2 py-0.5 text-sm font-semibold text-white ${BADGE_COLOUR[tone]}`}
          data-tone={tone}
        >
          {t(BADGE[tone])}
        </span>
      </p>
      <h1 id="link-state-title" className="mt-2 text-2xl font-semibold text-primary">
        {title}
      </h1>
      <p className="mt-2">{message}</p>
    </Notice>
  );
}
