import { DEVELOPER_SHARE_PERCENT } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SoftList } from '../../features/software/softlist.tsx';
import { Notice } from '../../ui/form-error.tsx';

/** Where the developer's commission is paid out (the partner area, shared with workers). */
export const PAYOUTS_PATH = '/partner';

/** `/software/softlist`: the developer's landing page, their software with its figures. */
export function SoftwareSoftlistPage() {
  const { t } = useTranslation('software');
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return (
    <section className="page" data-route="softwareSoftlist">
      <h1>{t('routes:softwareSoftlist.title')}</h1>
      <p className="lead">{t('softlist.lead', { percent: DEVELOPER_SHARE_PERCENT })}</p>
      {saved ? <Notice tone="success">{t('softlist.saved', { name: saved })}</Notice> : null}
      <p className="row">
        <Link className="button button--primary" to="/software/add">
          {t('softlist.add')}
        </Link>
        <Link className="button button--ghost" to={PAYOUTS_PATH}>
          {t('softlist.payouts')}
        </Link>
        <Link className="button button--ghost" to="/software">
          {t('softlist.catalogue')}
        </Link>
      </p>
      <SoftList />
    </section>
  );
}
