import { PayFrame } from '../../features/payments/frame.tsx';
import { PayOverview } from '../../features/payments/overview.tsx';

/** `/pay`: the payment methods with their minimum and fee. */
export function PayPage() {
  return (
    <PayFrame routeId="pay">
      <PayOverview />
    </PayFrame>
  );
}
