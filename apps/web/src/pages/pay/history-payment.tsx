import { PayFrame } from '../../features/payments/frame.tsx';
import { PaymentHistoryScreen } from '../../features/payments/history.tsx';

/** `/pay/history_payment`: the user's top-ups. */
export function PayHistoryPaymentPage() {
  return (
    <PayFrame routeId="payHistoryPayment">
      <PaymentHistoryScreen />
    </PayFrame>
  );
}
