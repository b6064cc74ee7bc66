import { PAY_WEB_PATHS } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import './pay.css';
import { AreaFrame } from '../../ui/area-frame.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The payment screens, in the order of the sub-navigation (transfers and vouchers are their own screens). */
export const PAY_TABS = [
  { key: 'overview', to: PAY_WEB_PATHS.overview },
  { key: 'addBalance', to: PAY_WEB_PATHS.addBalance },
  { key: 'history', to: PAY_WEB_PATHS.history },
  { key: 'daily', to: PAY_WEB_PATHS.daily },
  { key: 'sendUser', to: PAY_WEB_PATHS.sendUser },
  { key: 'voucher', to: PAY_WEB_PATHS.voucher },
] as const;

export function PayTabs() {
  return <NavTabs ns="pay" prefix="tabs" tabs={PAY_TABS} />;
}

/** A payment screen: its title (`routes:<routeId>.title`), the tabs, then the content. */
export function PayFrame({ routeId, title, children }: { routeId: string; title?: string; children: ReactNode }) {
  return (
    <AreaFrame routeId={routeId} className="page--pay" title={title} tabs={<PayTabs />}>
      {children}
    </AreaFrame>
  );
}

/** Loading and failure of a read; `children` once the data is there. */
export function PayQuery<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}) {
  return <QueryView query={query}>{children}</QueryView>;
}
