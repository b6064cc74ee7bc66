import type { UserType, WorkerQualityReply } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { CABINET_PATH } from '../auth/destinations.ts';
import { useCurrentUser } from '../user/current-user.ts';
import '../worker/worker.css';
import './worker-quality.css';
import { AreaFrame } from '../../ui/area-frame.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';

/** The worker cabinet's screens, in the order of the sub-navigation. */
export const WORKER_TABS = [
  { key: 'work', to: '/cabinet' },
  { key: 'training', to: '/cabinet/training' },
  { key: 'mistakes', to: '/cabinet/mistakes' },
  { key: 'languages', to: '/cabinet/editlang' },
] as const;

/** The sub-navigation between the worker's screens. */
export function WorkerNav() {
  return <NavTabs ns="worker" prefix="quality.nav" tabs={WORKER_TABS} />;
}

/** For a customer or developer: this is not their screen, here is theirs. */
export function NotAWorkerNotice({ userType }: { userType: UserType | null }) {
  const { t } = useTranslation('worker');
  return (
    <div className="notice notice--warning" role="note" data-testid="not-worker">
      <p>{t('access.notWorker')}</p>
      {userType ? (
        <Link to={CABINET_PATH[userType]}>{t(`access.ownCabinet.${userType}`)}</Link>
      ) : (
        <Link to="/select-role">{t('access.chooseRole')}</Link>
      )}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('worker');
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}

/** A share as a whole percentage in the interface language (0.8 → `80%`). */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** Why paid work is suspended, and that passing the training again lifts it. */
export function SuspendedNotice({ quality, withLink = false }: { quality: WorkerQualityReply; withLink?: boolean }) {
  const { t, i18n } = useTranslation('worker');
  if (!quality.suspended) return null;
  return (
    <div className="notice notice--warning" role="note" data-testid="suspended">
      <p>
        <strong>{t('quality.suspended.title')}</strong>
      </p>
      <p>
        {t('quality.suspended.why', {
          days: quality.windowDays,
          threshold: formatShare(quality.suspendBelow, i18n.language),
        })}
        {quality.suspendedAt
          ? ` ${t('quality.suspended.since', { date: formatDateTime(quality.suspendedAt, i18n.language) })}`
          : null}
      </p>
      <p>
        {t('quality.suspended.lift')}
        {withLink ? (
          <>
            {' '}
            <Link to="/cabinet/training">{t('quality.suspended.toTraining')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * A worker screen: its title (`routes:<routeId>.title`), the sub-navigation, then the content —
 * or, for an account that is not a worker's, a note pointing to its own cabinet.
 */
export function WorkerFrame({ routeId, children }: { routeId: string; children: ReactNode }) {
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const userType = user?.profile.userType ?? null;
  let notice: ReactNode = null;
  if (user === undefined) notice = <Loading />;
  else if (userType !== 'worker') notice = <NotAWorkerNotice userType={userType} />;
  return (
    <AreaFrame routeId={routeId} className="page--worker" tabs={<WorkerNav />} notice={notice}>
      {children}
    </AreaFrame>
  );
}
