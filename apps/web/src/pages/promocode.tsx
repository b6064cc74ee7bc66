import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RedeemForm } from '../features/transfers/redeem-form.tsx';
import { useCurrentUser } from '../features/user/current-user.ts';
import { useAppEnv } from '../lib/app-env.tsx';

const STEPS = ['get', 'enter', 'credit'] as const;
const RULES = ['once', 'customers', 'expiry', 'bonus'] as const;

/** `/p/promocode` (public): what promo codes are and how they work; a signed-in customer enters one here. */
export function PromocodePage() {
  const { t } = useTranslation('transfer');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  return (
    <section className="page page--narrow" data-route="pPromocode">
      <h1>{t('routes:pPromocode.title')}</h1>
      <p className="lead">{t('promoPage.lead')}</p>
      <h2>{t('promoPage.howTitle')}</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`promoPage.steps.${step}`)}</li>
        ))}
      </ol>
      <h2>{t('promoPage.rulesTitle')}</h2>
      <ul>
        {RULES.map((rule) => (
          <li key={rule}>{t(`promoPage.rules.${rule}`)}</li>
        ))}
      </ul>
      <h2>{t('promoPage.enterTitle')}</h2>
      {user?.profile.userType === 'customer' ? (
        <RedeemForm />
      ) : user ? (
        <p className="notice notice--warning">{t('promoPage.customersOnly')}</p>
      ) : (
        <p>
          <Link to="/auth/login?return_to=%2Fp%2Fpromocode" className="button button--primary">
            {t('promoPage.signIn')}
          </Link>{' '}
          <Link to="/auth/register?userType=customer">{t('promoPage.register')}</Link>
        </p>
      )}
    </section>
  );
}
