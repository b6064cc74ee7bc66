import { DashboardScreen } from '../../features/customer/dashboard.tsx';
import { CustomerFrame } from '../../features/customer/frame.tsx';

/** `/enterpage`: the customer's dashboard (its data is preloaded). */
export function EnterPage() {
  return (
    <CustomerFrame routeId="enterpage">
      <DashboardScreen />
    </CustomerFrame>
  );
}
