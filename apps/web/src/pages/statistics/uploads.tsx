import { StatsFrame } from '../../features/stats/frame.tsx';
import { UploadsScreen } from '../../features/stats/uploads-screen.tsx';

/** `/statistics/uploads`: the customer's tasks per day and type with their cost, and a CSV export. */
export function StatisticsUploadsPage() {
  return (
    <StatsFrame routeId="statisticsUploads">
      <UploadsScreen />
    </StatsFrame>
  );
}
