import type { Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_ROUTES, faqListQuery } from '../../features/faq/api.ts';
import { AudienceTabs, FaqAccordion, HelpLinks } from '../../features/faq/faq-views.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useRouteId } from '../../lib/route-handle.ts';
import { QueryView } from '../../ui/query-view.tsx';

/** `/support/faq/worker|customer|developer|worker-terms`: an audience's questions and answers. */
export function FaqListPage() {
  const { t, i18n } = useTranslation('faq');
  const id = useRouteId() ?? 'supportFaqCustomer';
  const audience = AUDIENCE_ROUTES[id] ?? 'customer';
  const { api } = useAppEnv();
  const list = useQuery(faqListQuery(api, audience, i18n.language as Language));
  return (
    <section className="page" data-route={id}>
      <h1>{t(`routes:${id}.title`)}</h1>
      <p className="lead">{t(`audiences.${audience}`)}</p>
      <AudienceTabs current={audience} />
      <QueryView query={list}>
        {(data) => (
          <>
            <p className="muted">{t('list.count', { count: data.entries.length })}</p>
            <FaqAccordion entries={data.entries} />
          </>
        )}
      </QueryView>
      <HelpLinks title={t('item.moreHelp')} />
    </section>
  );
}
