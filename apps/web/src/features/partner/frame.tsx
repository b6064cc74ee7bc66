import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import './partner.css';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The partner screens, in the order of the sub-navigation. */
export const PARTNER_TABS = [
  { key: 'overview', to: '/partner' },
  { key: 'wallets', to: '/partner/payment_edit' },
  { key: 'payout', to: '/partner/payment' },
  { key: 'history', to: '/partner/history_payment' },
] as const;

export function PartnerTabs() {
  const { t } = useTranslation('partner');
  return (
    <NavTabs ns="partner" prefix="tabs" tabs={PARTNER_TABS}>
      <Link to="/cabinet">{t('tabs.cabinet')}</Link>
    </NavTabs>
  );
}

/** The partner area is for workers: what everybody else sees instead. */
export function NotWorker() {
  const { t } = useTranslation('partner');
  return (
    <div className="notice notice--warning" role="alert" data-testid="not-worker">
      <p>{t('notWorker.text')}</p>
      <p>
        <Link to="/profile">{t('notWorker.toProfile')}</Link>
      </p>
    </div>
  );
}

/** A partner screen: its title (`routes:<routeId>.title`), the tabs, then the content (workers only). */
export function PartnerFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const notWorker = user != null && user.profile.userType !== null && user.profile.userType !== 'worker';
  return (
    <section className="page page--partner" data-route={routeId}>
      <h1>{t(`routes:${routeId}.title`)}</h1>
      <PartnerTabs />
      {notWorker ? <NotWorker /> : children}
    </section>
  );
}

/** Loading and failure of a read (PAYOUT_NOT_WORKER as its own message); `children` once the data is there. */
export function PartnerQuery<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} refusal={{ code: 'PAYOUT_NOT_WORKER', show: <NotWorker /> }}>
      {children}
    </QueryView>
  );
}
