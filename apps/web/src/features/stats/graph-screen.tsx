import type { StatsGraphReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../ui/chart/chart.tsx';
import { formatChartValue } from '../../ui/chart/chart-format.ts';
import { useGraph } from './api.ts';
import { DateFilter } from './date-filter.tsx';
import { StatsQuery } from './frame.tsx';
import { useStatsRange } from './range.ts';

/** `/statistics/graph_captures`: the date filter and charts of volume, solving time and spend. */
export function GraphScreen() {
  const { range, setRange } = useStatsRange();
  const graph = useGraph(range);
  return (
    <>
      <DateFilter range={range} onChange={setRange} />
      <StatsQuery query={graph}>{(data) => <Charts data={data} />}</StatsQuery>
    </>
  );
}

function Charts({ data }: { data: StatsGraphReply }) {
  const { t, i18n } = useTranslation('stats');
  const language = i18n.language;
  const days = data.days.map((d) => d.day);
  const sum = (pick: (d: StatsGraphReply['days'][number]) => number) => data.days.reduce((s, d) => s + pick(d), 0);
  const submitted = sum((d) => d.submitted);
  const solved = sum((d) => d.solved);
  // The mean over the range, each day weighted by its solved tasks.
  const seconds = sum((d) => (d.avgSolveSeconds ?? 0) * d.solved);
  const average = solved > 0 ? seconds / solved : null;
  const count = (n: number) => formatChartValue('count', n, language);
  return (
    <div className="stats-charts">
      <Chart
        title={t('graph.volume')}
        days={days}
        series={[
          { label: t('graph.submitted'), values: data.days.map((d) => d.submitted), format: 'count', style: 'bars' },
          { label: t('graph.solved'), values: data.days.map((d) => d.solved), format: 'count' },
        ]}
        summary={t('graph.volumeSummary', { submitted: count(submitted), solved: count(solved) })}
      />
      <Chart
        title={t('graph.solveTime')}
        days={days}
        series={[{ label: t('graph.avgSeconds'), values: data.days.map((d) => d.avgSolveSeconds), format: 'seconds' }]}
        summary={
          average === null
            ? t('graph.solveTimeNone')
            : t('graph.solveTimeSummary', { average: formatChartValue('seconds', average, language) })
        }
      />
      <Chart
        title={t('graph.spend')}
        days={days}
        series={[
          {
            label: t('graph.spendSeries'),
            values: data.days.map((d) => d.spendMicros),
            format: 'money',
            style: 'bars',
          },
        ]}
        summary={t('graph.spendSummary', {
          total: formatChartValue(
            'money',
            sum((d) => d.spendMicros),
            language,
          ),
        })}
      />
    </div>
  );
}
