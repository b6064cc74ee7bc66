import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A screen of an area (profile, payments, statistics, …): its title (`routes:<routeId>.title`
 * unless given), the area's sub-navigation, then the content — or, when there is one, the notice
 * that takes its place (e.g. "this is not for your account").
 */
export function AreaFrame(props: {
  routeId: string;
  /** The page's modifier classes, e.g. `page--profile`. */
  className: string;
  title?: string;
  tabs: ReactNode;
  /** Shown instead of the content when set. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`page ${props.className}`} data-route={props.routeId}>
      <h1>{props.title ?? t(`routes:${props.routeId}.title`)}</h1>
      {props.tabs}
      {props.notice ?? props.children}
    </section>
  );
}

/** Why an area's screen is not for this account, and a link to where to go instead. */
export function AccessNotice(props: { testId: string; text: string; link: { to: string; label: string } }) {
  return (
    <div className="notice notice--warning" role="alert" data-testid={props.testId}>
      <p>{props.text}</p>
      <p>
        <Link to={props.link.to}>{props.link.label}</Link>
      </p>
    </div>
  );
}
