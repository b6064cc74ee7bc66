import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VouchersScreen } from '../../features/transfers/admin-vouchers.tsx';

/** `/admin/vouchers` (admins): prepaid voucher codes. */
export function AdminVouchersPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminVouchers">
      <h1>{t('routes:adminVouchers.title')}</h1>
      <p className="muted">
        {t('transfer:admin.vouchers.lead')} <Link to="/admin/promocodes">{t('transfer:admin.toPromos')}</Link>
      </p>
      <VouchersScreen />
    </section>
  );
}
