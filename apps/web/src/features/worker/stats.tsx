import { QUALITY_MIN_ANSWERS, type WorkerMeReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatUsd } from './format.ts';

/** Today's earnings and count, the balance and the 30-day standing (accuracy, level). */
export function WorkerStats({ me }: { me: WorkerMeReply }) {
  const { t, i18n } = useTranslation('worker');
  const items = [
    { key: 'earnedToday', value: formatUsd(me.earnedToday, i18n.language) },
    { key: 'solvedToday', value: String(me.solvedToday) },
    { key: 'balance', value: formatUsd(me.balanceMicros / 1_000_000, i18n.language) },
    { key: 'confirmations', value: String(me.standing.confirmations) },
    { key: 'mistakes', value: String(me.standing.mistakes) },
    {
      key: 'accuracy',
      value: me.standing.accuracy === null ? '—' : `${(me.standing.accuracy * 100).toFixed(1)} %`,
    },
    { key: 'level', value: String(me.standing.level) },
  ];
  return (
    <>
      <dl className="work-stats" aria-label={t('stats.label')}>
        {items.map((item) => (
          <div key={item.key} className="work-stats__item">
            <dt>{t(`stats.${item.key}`)}</dt>
            <dd data-testid={`stat-${item.key}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <StatsHelp keys={items.map((item) => item.key)} />
    </>
  );
}

/** What each figure counts (as the server counts it), folded away under the figures. */
function StatsHelp({ keys }: { keys: string[] }) {
  const { t } = useTranslation('worker');
  return (
    <details className="work-stats-help" data-testid="stats-help">
      <summary>{t('stats.help.title')}</summary>
      <dl>
        {keys.map((key) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>
              {key === 'accuracy' ? t('stats.help.accuracy', { count: QUALITY_MIN_ANSWERS }) : t(`stats.help.${key}`)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
