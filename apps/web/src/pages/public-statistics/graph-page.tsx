import type { PublicGraph } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GraphView } from '../../features/public-stats/graph-view.tsx';
import '../../features/public-stats/public-stats.css';

/** A page of one public graph: what it shows, the chart and its table, a way back to the overview. */
function GraphPage({ graph, route }: { graph: PublicGraph; route: string }) {
  const { t } = useTranslation('publicStats');
  return (
    <section className="page" data-route={route}>
      <p className="muted">
        <Link to="/public_statistics">{t('back')}</Link>
      </p>
      <h1>{t(`routes:${route}.title`)}</h1>
      <p className="lead">{t(`graphs.${graph}.text`)}</p>
      <GraphView graph={graph} />
    </section>
  );
}

// The page of each graph (the contract's PUBLIC_GRAPH_PAGES says the same).
export const CustomerRatePage = () => <GraphPage graph="devprice" route="publicStatisticsCustomerRate" />;
export const CustomerSolvingSpeedPage = () => (
  <GraphPage graph="devspeed" route="publicStatisticsCustomerSolvingSpeed" />
);
export const ServiceLoadPage = () => <GraphPage graph="devload" route="publicStatisticsServiceLoad" />;
export const WorkersOnlinePage = () => <GraphPage graph="devonline" route="publicStatisticsWorkersOnline" />;
export const WaitingTimePage = () => <GraphPage graph="workspeed" route="publicStatisticsWaitingTime" />;
export const EmployeeRatePage = () => <GraphPage graph="workprice" route="publicStatisticsEmployeeRate" />;
