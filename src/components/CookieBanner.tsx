import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { loadAnalytics, recordPageView, type AnalyticsIds } from '../lib/analytics.ts';
import { $consent, setConsent } from '../stores/consent.ts';

type Props = AnalyticsIds & { privacyPolicyUrl?: string | null | undefined };

/**
 * Cookie consent plus page-view recording. Renders nothing on the server: whether to ask depends
 * on what this browser stored, and a banner flashing for guests who already chose would be worse.
 */
export default function CookieBanner({ privacyPolicyUrl, ...ids }: Props) {
  const consent = useStore($consent);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setMounted(true);
    recordPageView(ids, location.pathname, document.title);
    // ids are fixed for the life of the page, so this runs once.
  }, []);

  useEffect(() => {
    if (consent === 'accepted') loadAnalytics(ids);
  }, [consent]);

  if (!mounted || consent !== 'unknown') return null;

  return (
    <section
      aria-label={t('cookie.label')}
      className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-tertiary/30 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {t('cookie.text')}{' '}
          {privacyPolicyUrl ? (
            <a className="underline" href={privacyPolicyUrl}>
              {t('footer.privacy')}
            </a>
          ) : null}
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="rounded border border-primary px-4 py-2 text-primary" onClick={() => setConsent('declined')}>
            {t('cookie.decline')}
          </button>
          <button type="button" className="rounded bg-primary px-4 py-2 text-white" onClick={() => setConsent('accepted')}>
            {t('cookie.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
