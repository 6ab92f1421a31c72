import { t, type MessageKey } from '../i18n/messages.ts';

// Messages a page shows after a no-JavaScript redirect (the JavaScript path uses a flash notification).
const NOTICES = {
  passwordReset: 'account.passwordResetDone',
} as const satisfies Record<string, MessageKey>;

export type NoticeKey = keyof typeof NOTICES;

/** The query string part that makes the next page show a notice. */
export function noticeQuery(key: NoticeKey): string {
  return `notice=${key}`;
}

const isNoticeKey = (value: string): value is NoticeKey => Object.hasOwn(NOTICES, value);

/** The text of a `notice` parameter, or undefined for anything unknown (never echoed as given). */
export function noticeText(value: string | null): string | undefined {
  return value && isNoticeKey(value) ? t(NOTICES[value]) : undefined;
}
