import { atom } from 'nanostores';

export type NotificationType = 'positive' | 'negative' | 'warning' | 'info';

export type Notification = { id: number; type: NotificationType; text: string };

/** Spec §9: notifications last 5000 ms by default. */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export const $notifications = atom<Notification[]>([]);

let nextId = 1;

export function dismiss(id: number): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/** Shows a notification; it goes away after `timeoutMs` (0 keeps it until dismissed). */
export function notify(
  type: NotificationType,
  text: string,
  timeoutMs = NOTIFICATION_TIMEOUT_MS,
): number {
  const id = nextId++;
  $notifications.set([...$notifications.get(), { id, type, text }]);
  if (timeoutMs > 0) setTimeout(() => dismiss(id), timeoutMs);
  return id;
}
