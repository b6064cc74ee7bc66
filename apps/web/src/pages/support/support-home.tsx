import type { Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIENCE_PATHS } from '../../features/faq/api.ts';
import { AUDIENCES } from '../../features/faq/constants.ts';
import { HelpLinks, useAudienceTitle } from '../../features/faq/faq-views.tsx';
import { SupportSearch } from '../../features/faq/support-search.tsx';

/** `/support`: the help centre's search, its four topics, and the ways to ask a person or the bot. */
export function SupportHomePage() {
  const { t, i18n } = useTranslation('faq');
  const title = useAudienceTitle();
  return (
    <section className="page" data-route="support" lang={i18n.language as Language}>
      <h1>{t('routes:support.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <SupportSearch />
      <section className="support-topics" aria-labelledby="support-topics-title">
        <h2 id="support-topics-title">{t('home.topics')}</h2>
        <div className="grid-4">
          {AUDIENCES.map((audience) => (
            <Link key={audience} className="card support-topic" to={AUDIENCE_PATHS[audience]} data-audience={audience}>
              <h3>{title(audience)}</h3>
              <p>{t(`audiences.${audience}`)}</p>
            </Link>
          ))}
        </div>
      </section>
      <HelpLinks title={t('home.helpTitle')} />
    </section>
  );
}
