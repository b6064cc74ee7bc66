import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TransferForm } from '../../features/transfers/transfer-form.tsx';
import { TransferList } from '../../features/transfers/transfer-list.tsx';

/** `/pay/send_user`: send part of the balance to another user (confirmed by mail), and the transfers so far. */
export function PaySendUserPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-route="paySendUser">
      <h1>{t('routes:paySendUser.title')}</h1>
      <p className="lead">{t('transfer:send.lead')}</p>
      <TransferForm />
      <TransferList />
      <p className="muted">
        <Link to="/pay/paypal_voucher">{t('transfer:send.toVoucher')}</Link>
      </p>
    </section>
  );
}
