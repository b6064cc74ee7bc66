import { StatsFrame } from '../../features/stats/frame.tsx';
import { GraphScreen } from '../../features/stats/graph-screen.tsx';

/** `/statistics/graph_captures`: charts of the customer's volume, solving time and spend. */
export function StatisticsGraphCapturesPage() {
  return (
    <StatsFrame routeId="statisticsGraphCaptures">
      <GraphScreen />
    </StatsFrame>
  );
}
