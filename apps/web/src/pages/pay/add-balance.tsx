import { PayFrame } from '../../features/payments/frame.tsx';
import { TopUpScreen } from '../../features/payments/topup-form.tsx';

/** `/addbalance`: a top-up by any enabled method. */
export function AddBalancePage() {
  return (
    <PayFrame routeId="addBalance">
      <TopUpScreen />
    </PayFrame>
  );
}
