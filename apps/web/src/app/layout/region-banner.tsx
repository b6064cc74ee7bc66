import { COOKIES, ONE_YEAR_SECONDS } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { setBrowserCookie } from '../../lib/cookies.ts';

/** On the region site: offers the international site; dismissal is remembered a year (spec §2). */
export function RegionBanner() {
  const env = useAppEnv();
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState(env.regionBannerDismissed);
  if (env.boot.site !== 'region' || dismissed || !env.boot.internationalUrl) return null;
  return (
    <aside className="region-banner" aria-label={t('regionBanner.label')} data-testid="region-banner">
      <p>
        {t('regionBanner.text')}{' '}
        <a href={env.boot.internationalUrl} rel="alternate">
          {t('regionBanner.link')}
        </a>
      </p>
      <button
        type="button"
        className="region-banner__close"
        aria-label={t('regionBanner.dismiss')}
        onClick={() => {
          setBrowserCookie(COOKIES.regionBannerDismissed, '1', ONE_YEAR_SECONDS);
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
