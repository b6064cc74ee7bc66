import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import './stats.css';
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
    <div className="notice notice--warning" role="alert" data-testid="stats-not-allowed">
      <p>{t('notAllowed')}</p>
      <p>
        <Link to="/profile">{t('toProfile')}</Link>
      </p>
    </div>
  );
}

/** Whether the signed-in user has statistics (customers and developers); unknown counts as yes. */
function useOwnsTasks(): boolean {
  const { api } = useAppEnv();
  const type = useCurrentUser(api).data?.profile.userType;
  return type == null || type === 'customer' || type === 'developer';
}

/** A statistics screen: its title (`routes:<routeId>.title`), the tabs, then the content. */
export function StatsFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page page--stats" data-route={routeId}>
      <h1>{t(`routes:${routeId}.title`)}</h1>
      <StatsTabs />
      {useOwnsTasks() ? children : <NotTaskOwner />}
    </section>
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
