import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessNotice, AreaFrame } from '../../ui/area-frame.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useHasApiKey } from '../user/use-has-api-key.ts';

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
    <AccessNotice
      testId="pingback-not-api-user"
      text={t('pingback.notApiUser.text')}
      link={{ to: '/profile', label: t('pingback.notApiUser.toProfile') }}
    />
  );
}

/** A pingback screen: its title (`routes:<routeId>.title`), the tabs, then the content (API users only). */
export function PingbackFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const apiUser = useHasApiKey();
  return (
    <AreaFrame
      routeId={routeId}
      className="page--pingback"
      tabs={<PingbackTabs />}
      notice={apiUser ? null : <NotApiUser />}
    >
      {children}
    </AreaFrame>
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
