import { enhanceCookieBanner } from './cookie-banner.ts';
import { showNotifications } from './notifications-view.ts';
import { enhanceMenu } from './session-menu.ts';

// What every page's layout enhances, in one file: split by part, each page paid ~0.6 kB more in
// chunk overhead than the group and not-found pages saved by skipping the menu and banner.
// Notifications first: the menu may show a kept message.
const notifications = document.querySelector<HTMLElement>('[data-notifications]');
if (notifications) showNotifications(notifications);
const menu = document.querySelector<HTMLElement>('[data-menu]');
if (menu) enhanceMenu(menu);
const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
if (banner) enhanceCookieBanner(banner);
