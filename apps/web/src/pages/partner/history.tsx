import { PartnerFrame } from '../../features/partner/frame.tsx';
import { HistoryScreen } from '../../features/partner/history.tsx';

/** `/partner/history_payment`: the worker's payouts. */
export function PartnerHistoryPage() {
  return (
    <PartnerFrame routeId="partnerHistoryPayment">
      <HistoryScreen />
    </PartnerFrame>
  );
}
