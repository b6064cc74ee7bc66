import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SoftwareStatistic } from '../../features/software/statistic.tsx';

/** `/software/statistic/{slug}`: the owner's tasks, users and commission per day. */
export function SoftwareStatisticPage() {
  const { t } = useTranslation('software');
  const { slug = '' } = useParams();
  return (
    <section className="page" data-route="softwareStatistic">
      <h1>{t('routes:softwareStatistic.title')}</h1>
      <SoftwareStatistic softRef={slug} />
    </section>
  );
}
