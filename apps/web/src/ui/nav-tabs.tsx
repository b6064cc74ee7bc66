import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/**
 * The sub-navigation of a group of screens. In the namespace `ns`, `<prefix>.label` names it and
 * `<prefix>.<key>` each tab. `search` goes along to every tab (e.g. a date range); `children` are
 * extra links after the tabs.
 */
export function NavTabs(props: {
  ns: string;
  prefix: string;
  tabs: readonly { key: string; to: string }[];
  search?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  return (
    <nav className="tabs" aria-label={t(`${props.prefix}.label`)}>
      {props.tabs.map((tab) => (
        <NavLink key={tab.key} to={{ pathname: tab.to, search: props.search ?? '' }} end>
          {t(`${props.prefix}.${tab.key}`)}
        </NavLink>
      ))}
      {props.children}
    </nav>
  );
}
