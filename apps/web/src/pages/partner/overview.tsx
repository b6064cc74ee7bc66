import { PartnerFrame } from '../../features/partner/frame.tsx';
import { PartnerOverview } from '../../features/partner/overview.tsx';

/** `/partner`: balance, payouts and earnings of a worker. */
export function PartnerPage() {
  return (
    <PartnerFrame routeId="partner">
      <PartnerOverview />
    </PartnerFrame>
  );
}
