import { t } from '../../i18n/pre-check-in-messages.ts';
type Props = { tone: 'positive' | 'warning' | 'negative'; title: string; message: string };

const BADGE = {
  positive: 'precheckin.badge.done',
  warning: 'precheckin.badge.notice',
  negative: 'precheckin.badge.error',
} as const;
const COLOUR = {
  positive: 'border-positive bg-positive',
  warning: 'border-warning bg-warning',
  negative: 'border-negative bg-negative',
} as const;

/** Spec §8: a link that cannot be used shows a badge (positive, warning or negative), a title and a message. Static HTML, no script. */
export default function LinkMessage({ tone, title, message }: Props) {
  return (
    <section
      aria-labelledby="link-state-title"
      className={`rounded-lg border-l-4 bg-white p-5 ${COLOUR[tone].split(' ')[0]}`}
    >
      <p>
        <span
          className={`inline-block rounded px-2 py-0.5 text-sm font-semibold text-white ${COLOUR[tone].split(' ')[1]}`}
          data-tone={tone}
        >
          {t(BADGE[tone])}
        </span>
      </p>
      <h1 id="link-state-title" className="mt-2 text-2xl font-semibold text-primary">
        {title}
      </h1>
      <p className="mt-2">{message}</p>
    </section>
  );
}
