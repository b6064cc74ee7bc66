import { useTranslation } from 'react-i18next';
import { ManualDomains } from '../../features/domains/domains.tsx';

/** `/editor/manual-domains` (admins): the hosts of each site, its primary host, mirrors. */
export function ManualDomainsPage() {
  const { t } = useTranslation('domains');
  return (
    <section className="page page--admin" data-route="editorManualDomains">
      <h1>{t('routes:editorManualDomains.title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p className="muted">{t('primaryNote')}</p>
      <ManualDomains />
    </section>
  );
}
