import { PartnerFrame } from '../../features/partner/frame.tsx';
import { WalletsScreen } from '../../features/partner/wallets.tsx';

/** `/partner/payment_edit`: the payout accounts; a change is confirmed through a mailed link. */
export function PartnerPaymentEditPage() {
  return (
    <PartnerFrame routeId="partnerPaymentEdit">
      <WalletsScreen />
    </PartnerFrame>
  );
}
