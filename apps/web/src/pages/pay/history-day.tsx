import { DailySpendScreen } from '../../features/payments/daily.tsx';
import { PayFrame } from '../../features/payments/frame.tsx';

/** `/pay/history_day`: spending per day. */
export function PayHistoryDayPage() {
  return (
    <PayFrame routeId="payHistoryDay">
      <DailySpendScreen />
    </PayFrame>
  );
}
