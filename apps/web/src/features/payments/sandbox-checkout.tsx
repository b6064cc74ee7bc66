import { isFinalPaymentStatus, PAY_WEB_PATHS, type PaymentDetail } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePayment } from './api.ts';
import { formatMicros, methodName } from './format.ts';
import { PayQuery } from './frame.tsx';
import { SandboxActions } from './sandbox-actions.tsx';
import { PaymentStatusCard } from './status.tsx';

/** `/pay/sandbox/<id>`: the sandbox provider's checkout page, where a tester completes or fails a payment. */
export function SandboxCheckoutScreen({ id }: { id: number | null }) {
  const { t } = useTranslation('pay');
  const payment = usePayment(id);
  if (id === null) return <p className="lead">{t('status.noPayment')}</p>;
  return <PayQuery query={payment}>{(data) => <Checkout payment={data} />}</PayQuery>;
}

function Checkout({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('pay');
  const navigate = useNavigate();
  if (payment.provider !== 'sandbox' || isFinalPaymentStatus(payment.status)) {
    return <PaymentStatusCard payment={payment} returned="ok" />;
  }
  return (
    <div data-testid="sandbox-checkout">
      <p className="lead">
        {t('sandbox.pay', {
          total: formatMicros(payment.totalMicros, i18n.language),
          method: methodName(t, payment.method),
        })}
      </p>
      <SandboxActions
        payment={payment}
        onDone={(next) =>
          navigate(`${next.status === 'paid' ? PAY_WEB_PATHS.ok : PAY_WEB_PATHS.error}?payment=${next.id}`)
        }
      />
    </div>
  );
}
