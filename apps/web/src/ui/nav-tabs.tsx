import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

/**
 * The sub-navigation of a group of screens. In the namespace `ns`, `<prefix>.label` names it and
 * `<prefix>.<key>` each tab. `search` goes along to every tab (e.g. a date range); `children` are
 * extra links after the tabs. On a phone the tabs are one row that scrolls sideways, brought to
 * the current tab.
 */
export function NavTabs(props: {
  ns: string;
  prefix: string;
  tabs: readonly { key: string; to: string }[];
  search?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose
  useEffect(() => {
    const el = nav.current;
    const active = el?.querySelector<HTMLElement>('a.active');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = Math.max(0, active.offsetLeft - el.offsetLeft - (el.clientWidth - active.offsetWidth) / 2);
  }, [pathname]);
  return (
    <nav ref={nav} className="tabs" aria-label={t(`${props.prefix}.label`)}>
      {props.tabs.map((tab) => (
        <NavLink key={tab.key} to={{ pathname: tab.to, search: props.search ?? '' }} end>
          {t(`${props.prefix}.${tab.key}`)}
        </NavLink>
      ))}
      {props.children}
    </nav>
  );
}
