import type { NotificationType } from './notifications.ts';

/** A notification to show on the next page (the guest is sent elsewhere right after it happened). */
export type Flash = { type: NotificationType; text: string };

const KEY = 'stayfront.flash';
const TYPES: readonly NotificationType[] = ['positive', 'negative', 'warning', 'info'];

/** Keeps a notification for the next page this tab opens. */
export function flash(
  message: Flash,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage full or disabled: the notification is lost, nothing else.
  }
}

/** The kept notification, once (it is removed as it is read); null when there is none or it is unreadable. */
export function takeFlash(storage: Storage | undefined = globalThis.sessionStorage): Flash | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    storage?.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('type' in value) || !('text' in value))
      return null;
    const type = TYPES.find((known) => known === value.type);
    return type && typeof value.text === 'string' ? { type, text: value.text } : null;
  } catch {
    return null;
  }
}
