import { PUBLIC_GRAPH_PAGES, PUBLIC_GRAPHS, type PublicGraph } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicStatsQuery } from '../../features/public-stats/api.ts';
import { useStatsCurrency } from '../../features/public-stats/currency.ts';
import { LiveFigures } from '../../features/public-stats/live-figures.tsx';
import '../../features/public-stats/public-stats.css';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';
import {
  BanknoteIcon,
  ClockIcon,
  GaugeIcon,
  type IconComponent,
  TimerIcon,
  UsersIcon,
  WalletIcon,
} from '../../ui/icons.tsx';

const ICONS: Record<PublicGraph, IconComponent> = {
  devprice: BanknoteIcon,
  devspeed: TimerIcon,
  devload: GaugeIcon,
  devonline: UsersIcon,
  workspeed: ClockIcon,
  workprice: WalletIcon,
};

/** /public_statistics: the live figures and the six graphs' pages. */
export function PublicStatisticsPage() {
  const { t } = useTranslation('publicStats');
  const { api } = useAppEnv();
  const [currency] = useStatsCurrency();
  const stats = useQuery(publicStatsQuery(api, currency));
  return (
    <section className="page" data-route="publicStatistics">
      <h1>{t('routes:publicStatistics.title')}</h1>
      <p className="lead">{t('overview.lead')}</p>
      <FormError error={stats.error} />
      {stats.data ? <LiveFigures stats={stats.data} /> : null}
      <h2>{t('overview.graphs')}</h2>
      <ul className="grid-3 public-stats__links">
        {PUBLIC_GRAPHS.map((graph) => {
          const Icon = ICONS[graph];
          return (
            <li key={graph} className="card">
              <span className="card__icon">
                <Icon size={24} aria-hidden="true" />
              </span>
              <h3>
                <Link to={`/public_statistics/${PUBLIC_GRAPH_PAGES[graph]}`}>{t(`graphs.${graph}.title`)}</Link>
              </h3>
              <p>{t(`graphs.${graph}.text`)}</p>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('overview.method')}</p>
    </section>
  );
}
