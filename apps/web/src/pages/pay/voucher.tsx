import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RedeemForm, Redemptions } from '../../features/transfers/redeem-form.tsx';

/** `/pay/paypal_voucher`: redeem a voucher or a promo code; the codes redeemed so far. */
export function PayVoucherPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow" data-route="payPaypalVoucher">
      <h1>{t('routes:payPaypalVoucher.title')}</h1>
      <p className="lead">{t('transfer:redeem.lead')}</p>
      <RedeemForm />
      <Redemptions />
      <p className="muted">
        <Link to="/p/promocode">{t('transfer:redeem.aboutPromo')}</Link>
      </p>
    </section>
  );
}
