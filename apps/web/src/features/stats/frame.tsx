import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHasApiKey } from '../user/use-has-api-key.ts';
import './stats.css';
import { AccessNotice, AreaFrame } from '../../ui/area-frame.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The statistics screens, in the order of the sub-navigation. */
export const STATS_TABS = [
  { key: 'uploads', to: '/statistics/uploads' },
  { key: 'graph', to: '/statistics/graph_captures' },
] as const;

export function StatsTabs() {
  // The date range (`?dateFrom=&dateTo=`) goes along from one screen to the other.
  const { search } = useLocation();
  return <NavTabs ns="stats" prefix="tabs" tabs={STATS_TABS} search={search} />;
}

/** Statistics are about tasks sent with an API key: what workers see instead. */
export function NotTaskOwner() {
  const { t } = useTranslation('stats');
  return (
    <AccessNotice testId="stats-not-allowed" text={t('notAllowed')} link={{ to: '/profile', label: t('toProfile') }} />
  );
}

/** A statistics screen: its title (`routes:<routeId>.title`), the tabs, then the content. */
export function StatsFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  // Statistics are of the tasks sent with an API key.
  const ownsTasks = useHasApiKey();
  return (
    <AreaFrame
      routeId={routeId}
      className="page--stats"
      tabs={<StatsTabs />}
      notice={ownsTasks ? null : <NotTaskOwner />}
    >
      {children}
    </AreaFrame>
  );
}

/** Loading and failure of a read (ERROR_FORBIDDEN as the not-allowed message); `children` once loaded. */
export function StatsQuery<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} refusal={{ code: 'ERROR_FORBIDDEN', show: <NotTaskOwner /> }}>
      {children}
    </QueryView>
  );
}
