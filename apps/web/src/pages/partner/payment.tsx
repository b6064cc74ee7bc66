import { PartnerFrame } from '../../features/partner/frame.tsx';
import { PayoutScreen } from '../../features/partner/payout-form.tsx';

/** `/partner/payment`: a payout request. */
export function PartnerPaymentPage() {
  return (
    <PartnerFrame routeId="partnerPayment">
      <PayoutScreen />
    </PartnerFrame>
  );
}
