import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withReturnTo } from '../../features/auth/destinations.ts';

/** A sign-in stopped at the second factor: too many wrong codes, or it waited too long. */
export function TwoFactorErrorPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  return (
    <section className="page page--narrow" data-route="authTwoFactorError">
      <h1>{t('routes:authTwoFactorError.title')}</h1>
      <p className="lead">{t('twoFactorError.lead')}</p>
      <p>{t('twoFactorError.text')}</p>
      <div className="row">
        <Link to={withReturnTo('/auth/login', searchParams.get('return_to'))} className="button button--primary">
          {t('twoFactorError.signInAgain')}
        </Link>
        <Link to="/auth/remind" className="button button--ghost">
          {t('twoFactorError.lostAccess')}
        </Link>
      </div>
    </section>
  );
}
