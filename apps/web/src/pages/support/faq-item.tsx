import type { Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { entryIdOf, faqItemQuery } from '../../features/faq/api.ts';
import { FaqEntryView, HelpLinks } from '../../features/faq/faq-views.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** `/support/faq/{id}`: one answer with related ones (an unknown id is the not-found page, 404). */
export function FaqItemPage() {
  const { t, i18n } = useTranslation('faq');
  const { id } = useParams();
  const { api } = useAppEnv();
  const entryId = entryIdOf(id) ?? 0;
  const item = useQuery({ ...faqItemQuery(api, entryId, i18n.language as Language), enabled: entryId > 0 });
  return (
    <section className="page" data-route="supportFaqItem">
      <QueryView query={item}>{(data) => <FaqEntryView reply={data} />}</QueryView>
      <HelpLinks title={t('item.moreHelp')} />
    </section>
  );
}
