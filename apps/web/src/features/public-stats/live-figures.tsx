import type { PublicStatsReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { GaugeIcon, SuccessIcon, TimerIcon, UsersIcon } from '../../ui/icons.tsx';
import { formatCount, formatSeconds } from './format.ts';

/** The four live figures: workers online, average solving time, tasks solved today, queue load. */
export function LiveFigures({ stats, className }: { stats: PublicStatsReply; className?: string }) {
  const { t, i18n } = useTranslation('publicStats');
  const language = i18n.language;
  const figures = [
    {
      key: 'workersOnline',
      Icon: UsersIcon,
      value: formatCount(stats.workersOnline, language),
      label: t('figures.workersOnline'),
      hint: t('figures.workersOnlineHint'),
    },
    {
      key: 'avgSolve',
      Icon: TimerIcon,
      value: formatSeconds(stats.avgSolveSeconds, language),
      label: t('figures.avgSolve'),
      hint: stats.avgSolveSeconds === null ? t('figures.avgSolveNone') : t('figures.avgSolveHint'),
    },
    {
      key: 'solvedToday',
      Icon: SuccessIcon,
      value: formatCount(stats.solvedToday, language),
      label: t('figures.solvedToday'),
      hint: t('figures.solvedTodayHint'),
    },
    {
      key: 'queue',
      Icon: GaugeIcon,
      value: formatCount(stats.queueLength, language),
      label: t('figures.queue'),
      hint: t('figures.queueHint', { count: stats.queueLength }),
    },
  ];
  return (
    <dl className={['live-figures', className].filter(Boolean).join(' ')} data-testid="live-figures">
      {figures.map((f) => (
        <div key={f.key} className="stat live-figures__item" data-figure={f.key}>
          <dt className="stat__label live-figures__label">
            <f.Icon size={16} aria-hidden="true" />
            {f.label}
          </dt>
          <dd className="stat__value">{f.value}</dd>
          <dd className="live-figures__hint">{f.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
