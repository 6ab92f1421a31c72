import { enhanceCookieBanner } from './cookie-banner.ts';
import { showNotifications } from './notifications-view.ts';
import { enhanceMenu } from './session-menu.ts';

// What every page's layout enhances (notifications first: the menu may show a kept message).
const notifications = document.querySelector<HTMLElement>('[data-notifications]');
if (notifications) showNotifications(notifications);
const menu = document.querySelector<HTMLElement>('[data-menu]');
if (menu) enhanceMenu(menu);
const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
if (banner) enhanceCookieBanner(banner);
