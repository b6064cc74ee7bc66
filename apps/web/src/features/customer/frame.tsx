import type { CustomerTask } from '@crowdsolve/contract';
import { taskImagePath } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasApiKey } from '../user/use-has-api-key.ts';
import './customer.css';
import { AccessNotice, AreaFrame } from '../../ui/area-frame.tsx';
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

/** What workers (and other accounts without an API key) see instead of a customer screen. */
export function NotCustomer() {
  const { t } = useTranslation('customer');
  return (
    <AccessNotice
      testId="not-customer"
      text={t('notCustomer.text')}
      link={{ to: '/cabinet', label: t('notCustomer.toCabinet') }}
    />
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
  const apiUser = useHasApiKey();
  return (
    <AreaFrame
      routeId={routeId}
      className="page--customer"
      tabs={tabs ? <ReportTabs /> : null}
      notice={apiUser ? null : <NotCustomer />}
    >
      {children}
    </AreaFrame>
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
