import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PromoCodesScreen } from '../../features/transfers/admin-promocodes.tsx';

/** `/admin/promocodes` (admins): promo codes. */
export function AdminPromoCodesPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminPromocodes">
      <h1>{t('routes:adminPromocodes.title')}</h1>
      <p className="muted">
        {t('transfer:admin.promos.lead')} <Link to="/admin/vouchers">{t('transfer:admin.toVouchers')}</Link>
      </p>
      <PromoCodesScreen />
    </section>
  );
}
