import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Catalogue } from '../../features/software/catalogue.tsx';

/** `/software`: the software that works with the service, to search, filter and sort. */
export function SoftwareCataloguePage() {
  const { t } = useTranslation('software');
  return (
    <section className="page" data-route="software">
      <h1>{t('routes:software.title')}</h1>
      <p className="lead">{t('catalogue.lead')}</p>
      <p>
        {/* A page of the signed-in part of the route table: a full load, which the server routes. */}
        <Link to="/software/add" reloadDocument>
          {t('catalogue.addYours')}
        </Link>
      </p>
      <Catalogue />
    </section>
  );
}
