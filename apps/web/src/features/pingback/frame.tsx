import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useCurrentUser } from '../user/current-user.ts';

/** The pingback screens, in the order of the sub-navigation. */
export const PINGBACK_TABS = [
  { key: 'addresses', to: '/setting/pingback' },
  { key: 'log', to: '/setting/pingback_log' },
] as const;

export function PingbackTabs() {
  return <NavTabs ns="profile" prefix="pingback.tabs" tabs={PINGBACK_TABS} />;
}

/** Pingbacks belong to accounts with an API key: what workers (and others) see instead. */
export function NotApiUser() {
  const { t } = useTranslation('profile');
  return (
    <div className="notice notice--warning" role="alert" data-testid="pingback-not-api-user">
      <p>{t('pingback.notApiUser.text')}</p>
      <p>
        <Link to="/profile">{t('pingback.notApiUser.toProfile')}</Link>
      </p>
    </div>
  );
}

/** Whether the signed-in user may use pingbacks (customers and developers); unknown counts as yes. */
export function useIsApiUser(): boolean {
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const type = user?.profile.userType;
  return type == null || type === 'customer' || type === 'developer';
}

/** A pingback screen: its title (`routes:<routeId>.title`), the tabs, then the content (API users only). */
export function PingbackFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const apiUser = useIsApiUser();
  return (
    <section className="page page--pingback" data-route={routeId}>
      <h1>{t(`routes:${routeId}.title`)}</h1>
      <PingbackTabs />
      {apiUser ? children : <NotApiUser />}
    </section>
  );
}

/** Loading and failure of a read (ERROR_FORBIDDEN as the not-an-API-user message); `children` once loaded. */
export function PingbackQuery<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} refusal={{ code: 'ERROR_FORBIDDEN', show: <NotApiUser /> }}>
      {children}
    </QueryView>
  );
}
