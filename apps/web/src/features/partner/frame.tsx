import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAppEnv } from '../../app/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import { codeOf } from './api.ts';
import './partner.css';

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
    <nav className="tabs" aria-label={t('tabs.label')}>
      {PARTNER_TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end>
          {t(`tabs.${tab.key}`)}
        </NavLink>
      ))}
      <Link to="/cabinet">{t('tabs.cabinet')}</Link>
    </nav>
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
  const { t } = useTranslation('partner');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return codeOf(query.error) === 'PAYOUT_NOT_WORKER' ? <NotWorker /> : <FormError error={query.error} />;
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}
