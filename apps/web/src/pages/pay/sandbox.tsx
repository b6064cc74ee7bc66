import { useParams } from 'react-router';
import { PayFrame } from '../../features/payments/frame.tsx';
import { SandboxCheckoutScreen } from '../../features/payments/sandbox-checkout.tsx';

/** `/pay/sandbox/<paymentId>`: the sandbox provider's checkout (test payments only). */
export function PaySandboxPage() {
  const { paymentId = '' } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(paymentId) ? Number(paymentId) : null;
  return (
    <PayFrame routeId="paySandbox">
      <SandboxCheckoutScreen id={id} />
    </PayFrame>
  );
}
