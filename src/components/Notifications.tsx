import { useStore } from '@nanostores/react';
import { t } from '../i18n/messages.ts';
import { $notifications, dismiss, type NotificationType } from '../stores/notifications.ts';

const STYLES: Record<NotificationType, string> = {
  positive: 'bg-positive text-white',
  negative: 'bg-negative text-white',
  warning: 'bg-warning text-white',
  info: 'bg-info text-white',
};

/**
 * Spec §9: notifications at the bottom of the screen. The live regions exist in the server HTML so
 * screen readers announce what is added later; errors are assertive, the rest polite.
 */
export default function Notifications() {
  const notifications = useStore($notifications);
  const urgent = notifications.filter((n) => n.type === 'negative');
  const calm = notifications.filter((n) => n.type !== 'negative');
  return (
    <div className="no-print pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4">
      <div role="alert" aria-live="assertive" className="contents">
        {urgent.map((n) => <Toast key={n.id} id={n.id} type={n.type} text={n.text} />)}
      </div>
      <div role="status" aria-live="polite" className="contents">
        {calm.map((n) => <Toast key={n.id} id={n.id} type={n.type} text={n.text} />)}
      </div>
    </div>
  );
}

function Toast({ id, type, text }: { id: number; type: NotificationType; text: string }) {
  return (
    <div className={`pointer-events-auto flex max-w-xl items-start gap-3 rounded px-4 py-3 shadow-lg ${STYLES[type]}`}>
      <p className="grow">{text}</p>
      <button type="button" className="shrink-0 px-1 font-bold" aria-label={t('notification.dismiss')} onClick={() => dismiss(id)}>
        ×
      </button>
    </div>
  );
}
