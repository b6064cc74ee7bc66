import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';

/**
 * `/captcha-workaround/pay`: hands over to the real payment flow. A signed-in customer goes
 * straight to the top-up (`/addbalance`); a visitor is told what happens and led to sign up first.
 */
export function CaptchaWorkaroundPayPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const user = useCurrentUser(api);
  const type = user.data?.profile.userType;
  if (type === 'customer' || type === 'developer') return <Navigate to="/addbalance" replace />;
  return (
    <section className="page" data-route="captchaWorkaroundPay">
      <h1>{t('landings2:pay.title')}</h1>
      <p className="lead">{t('landings2:pay.lead')}</p>
      <ol className="steps">
        <li>{t('landings2:pay.step1')}</li>
        <li>{t('landings2:pay.step2')}</li>
        <li>{t('landings2:pay.step3')}</li>
      </ol>
      {user.data ? (
        <p className="notice" data-testid="pay-other-role">
          {t('landings2:pay.otherRole')} <Link to="/cabinet/edittype">{t('landings2:pay.changeRole')}</Link>
        </p>
      ) : (
        <p className="row">
          <Link className="button button--primary" to="/auth/register?userType=customer">
            {t('landings2:pay.register')}
          </Link>
          <Link className="button" to="/auth/login">
            {t('landings2:pay.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
