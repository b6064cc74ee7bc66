import type { CustomerTask } from '@crowdsolve/contract';
import { taskImagePath } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import './customer.css';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The screens of what the API did for the account, in the order of their sub-navigation. */
export const REPORT_TABS = [
  { key: 'impossible', to: '/setting/impossible_captchas' },
  { key: 'errors', to: '/setting/errors' },
  { key: 'complaints', to: '/setting/complaints' },
  { key: 'notCaptcha', to: '/setting/not_captcha' },
] as const;

export function ReportTabs() {
  return <NavTabs ns="customer" prefix="tabs" tabs={REPORT_TABS} />;
}

/** Whether the signed-in user has an API key (customers and developers); unknown counts as yes. */
export function useIsApiUser(): boolean {
  const { api } = useAppEnv();
  const type = useCurrentUser(api).data?.profile.userType;
  return type == null || type === 'customer' || type === 'developer';
}

/** What workers (and other accounts without an API key) see instead of a customer screen. */
export function NotCustomer() {
  const { t } = useTranslation('customer');
  return (
    <div className="notice notice--warning" role="alert" data-testid="not-customer">
      <p>{t('notCustomer.text')}</p>
      <p>
        <Link to="/cabinet">{t('notCustomer.toCabinet')}</Link>
      </p>
    </div>
  );
}

/** A customer screen: the title (`routes:<routeId>.title`), the report tabs when asked, then the content. */
export function CustomerFrame({
  routeId,
  tabs = false,
  children,
}: {
  routeId: string;
  tabs?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const apiUser = useIsApiUser();
  return (
    <section className="page page--customer" data-route={routeId}>
      <h1>{t(`routes:${routeId}.title`)}</h1>
      {tabs ? <ReportTabs /> : null}
      {apiUser ? children : <NotCustomer />}
    </section>
  );
}

/** Loading and failure of a read (ERROR_FORBIDDEN as the not-a-customer message); `children` once loaded. */
export function CustomerQuery<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} refusal={{ code: 'ERROR_FORBIDDEN', show: <NotCustomer /> }}>
      {children}
    </QueryView>
  );
}

/** The `common:taskTypes` key of a task kind (the VK kinds share one price and one name). */
export const kindKey = (kind: string) => `taskTypes.${kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind}`;

/** A task's id, kind and, for image tasks, a small preview that opens the image. */
export function TaskCell({ task }: { task: CustomerTask }) {
  const { t } = useTranslation('common');
  return (
    <div className="task-cell">
      {task.hasImage ? (
        <a href={taskImagePath(task.id)} target="_blank" rel="noreferrer">
          <img
            className="task-cell__image"
            src={taskImagePath(task.id)}
            alt={t(kindKey(task.kind), { defaultValue: task.kind })}
            loading="lazy"
            width={90}
            height={34}
          />
        </a>
      ) : null}
      <span>
        <span className="task-cell__id">#{task.id}</span>{' '}
        <span className="muted">{t(kindKey(task.kind), { defaultValue: task.kind })}</span>
      </span>
    </div>
  );
}

/** A task's state as a short label. */
export function TaskState({ state }: { state: CustomerTask['state'] }) {
  const { t } = useTranslation('customer');
  return (
    <span className={`task-state task-state--${state}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
