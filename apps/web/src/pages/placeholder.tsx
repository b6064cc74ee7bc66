import { useTranslation } from 'react-i18next';
import { useRouteId } from '../lib/route-handle.ts';

/** A screen whose content is still being built: its real title and a plain note, nothing invented. */
export function PlaceholderPage() {
  const id = useRouteId();
  const { t } = useTranslation();
  if (!id) return null;
  return (
    <section className="page page--placeholder" data-route={id}>
      <h1>{t(`routes:${id}.title`)}</h1>
      <p className="lead">{t(`routes:${id}.description`)}</p>
      <p className="notice" role="note">
        {t('common:placeholder.beingBuilt')}
      </p>
    </section>
  );
}
