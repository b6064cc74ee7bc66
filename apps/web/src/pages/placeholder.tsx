import { useTranslation } from 'react-i18next';
import { useRouteDef } from '../app/layout/use-page.ts';

/** A screen whose content is still being built: its real title and a plain note, nothing invented. */
export function PlaceholderPage() {
  const def = useRouteDef();
  const { t } = useTranslation();
  if (!def) return null;
  return (
    <section className="page page--placeholder" data-route={def.id}>
      <h1>{t(`routes:${def.id}.title`)}</h1>
      <p className="lead">{t(`routes:${def.id}.description`)}</p>
      <p className="notice" role="note">
        {t('common:placeholder.beingBuilt')}
      </p>
    </section>
  );
}
