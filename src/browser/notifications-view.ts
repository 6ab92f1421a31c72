import { $notifications, dismiss, type NotificationType } from '../stores/notifications.ts';

const STYLES: Record<NotificationType, string> = {
  positive: 'bg-positive',
  negative: 'bg-negative',
  warning: 'bg-warning',
  info: 'bg-info',
};

/**
 * Draws the notifications store into the live regions the server rendered (`Notifications.astro`):
 * plain DOM code, not an island — every page has it, and it should cost next to nothing.
 */
export function showNotifications(root: HTMLElement): void {
  const urgent = root.querySelector<HTMLElement>('[data-urgent]');
  const calm = root.querySelector<HTMLElement>('[data-calm]');
  const label = root.dataset['dismissLabel'] ?? 'Dismiss';

  $notifications.subscribe((list) => {
    if (!urgent || !calm) return;
    for (const region of [urgent, calm]) {
      const wanted = new Set(list.map((n) => String(n.id)));
      for (const child of [...region.children])
        if (!wanted.has(child.getAttribute('data-id') ?? '')) child.remove();
    }
    for (const n of list) {
      const region = n.type === 'negative' ? urgent : calm;
      if (region.querySelector(`[data-id="${n.id}"]`)) continue;
      const toast = document.createElement('div');
      toast.dataset['id'] = String(n.id);
      toast.className = `pointer-events-auto flex max-w-xl items-start gap-3 rounded px-4 py-3 text-white shadow-lg ${STYLES[n.type]}`;
      const text = document.createElement('p');
      text.className = 'grow';
      text.textContent = n.text;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'shrink-0 px-1 font-bold';
      close.setAttribute('aria-label', label);
      close.textContent = '×';
      close.addEventListener('click', () => dismiss(n.id));
      toast.append(text, close);
      region.append(toast);
    }
  });
}
