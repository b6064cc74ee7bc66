import { PayFrame } from '../../features/payments/frame.tsx';
import { PaymentResult } from '../../features/payments/status.tsx';

/** `/pay/ok?payment=<id>`: back from the provider; the status is followed live until final. */
export function PayOkPage() {
  return (
    <PayFrame routeId="payOk">
      <PaymentResult returned="ok" />
    </PayFrame>
  );
}

/** `/pay/error?payment=<id>`: back from the provider without paying (cancelled or failed). */
export function PayErrorPage() {
  return (
    <PayFrame routeId="payError">
      <PaymentResult returned="error" />
    </PayFrame>
  );
}
