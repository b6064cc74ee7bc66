import { PAYOUT_USER_TYPES, type UserType } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import './partner.css';
import { AccessNotice, AreaFrame } from '../../ui/area-frame.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The partner screens, in the order of the sub-navigation. */
export const PARTNER_TABS = [
  { key: 'overview', to: '/partner' },
  { key: 'wallets', to: '/partner/payment_edit' },
  { key: 'payout', to: '/partner/payment' },
  { key: 'history', to: '/partner/history_payment' },
] as const;

/** Where a payee goes back to from the partner area: a worker to their work, a developer to their software. */
export const PAYEE_HOME = {
  worker: { to: '/cabinet', key: 'cabinet' },
  developer: { to: '/software/softlist', key: 'software' },
} as const;

/** Whether the user type has a partner area (workers are paid out their pay, developers their commission). */
export function isPayeeType(type: UserType | null | undefined): type is keyof typeof PAYEE_HOME {
  return PAYOUT_USER_TYPES.some((t) => t === type);
}

/** The signed-in user's way back from the partner area (a worker's, until the user is known). */
export function usePayeeHome() {
  const { api } = useAppEnv();
  const type = useCurrentUser(api).data?.profile.userType;
  return PAYEE_HOME[isPayeeType(type) ? type : 'worker'];
}

export function PartnerTabs() {
  const { t } = useTranslation('partner');
  const home = usePayeeHome();
  return (
    <NavTabs ns="partner" prefix="tabs" tabs={PARTNER_TABS}>
      <Link to={home.to}>{t(`tabs.${home.key}`)}</Link>
    </NavTabs>
  );
}

/** The partner area is for workers and developers: what everybody else sees instead. */
export function NotWorker() {
  const { t } = useTranslation('partner');
  return (
    <AccessNotice
      testId="not-worker"
      text={t('notWorker.text')}
      link={{ to: '/profile', label: t('notWorker.toProfile') }}
    />
  );
}

/** A partner screen: its title (`routes:<routeId>.title`), the tabs, then the content (workers and developers only). */
export function PartnerFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const notWorker = user != null && user.profile.userType !== null && !isPayeeType(user.profile.userType);
  return (
    <AreaFrame
      routeId={routeId}
      className="page--partner"
      tabs={<PartnerTabs />}
      notice={notWorker ? <NotWorker /> : null}
    >
      {children}
    </AreaFrame>
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
