import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page page--not-found" data-route="notFound">
      <p className="eyebrow">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
