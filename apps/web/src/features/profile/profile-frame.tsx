import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '../../ui/area-frame.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';

/** The profile screens, in the order of the sub-navigation. */
export const PROFILE_TABS = [
  { key: 'profile', to: '/profile' },
  { key: 'edit', to: '/profile/edit' },
  { key: 'notifications', to: '/profile/notif' },
  { key: 'security', to: '/profile/authentication' },
  { key: 'docs', to: '/profile/docs' },
  { key: 'password', to: '/profile/edit_password' },
  { key: 'delete', to: '/profile/delete' },
] as const;

/** The sub-navigation shared by the profile screens. */
export function ProfileTabs() {
  return <NavTabs ns="profile" prefix="tabs" tabs={PROFILE_TABS} />;
}

/** A profile screen: its title (`routes:<routeId>.title`), the tabs, then the content. */
export function ProfileFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  return (
    <AreaFrame routeId={routeId} className="page--profile" tabs={<ProfileTabs />}>
      {children}
    </AreaFrame>
  );
}

/** Loading and failure of a read; renders `children` once the data is there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <FormError error={query.error} />;
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}
