import {
  type Currency,
  PUBLIC_PERIODS,
  type PublicGraph,
  type PublicGraphReply,
  type PublicPeriod,
} from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { Chart, type ChartSeries } from '../../ui/chart/chart.tsx';
import { formatChartDay, formatChartValue } from '../../ui/chart/chart-format.ts';
import { FormError } from '../../ui/form-error.tsx';
import { RateLine } from '../pricing/rate-line.tsx';
import { publicGraphQuery } from './api.ts';
import { useStatsCurrency } from './currency.ts';
import { CurrencySelect, NoRateNotice } from './currency-select.tsx';

/** Graphs whose figures are money (the page offers a currency). */
const MONEY_GRAPHS: ReadonlySet<PublicGraph> = new Set(['devprice', 'workprice']);

/** The chart's series: translated names; money per 1000 in millionths of the currency (the chart's unit). */
function chartSeries(reply: PublicGraphReply, name: (key: string) => string): ChartSeries[] {
  return reply.series.map((s, i) => ({
    label: name(s.key),
    format: s.format,
    values: s.format === 'money' ? s.values.map((v) => (v === null ? null : Math.round(v * 1_000_000))) : s.values,
    // Load: the queue as a line, the tasks solved as bars on their own axis.
    ...(reply.graph === 'devload' && i === 1 ? { style: 'bars' as const, axis: 'right' as const } : {}),
  }));
}

/**
 * The newest point that has a figure, as a sentence ("Latest, 24 Nov, 11:00: Queue 3 · Solved 120."):
 * rendered on the server, so the figures read before the chart is drawn and without opening its table.
 */
function latestSummary(series: ChartSeries[], at: readonly string[], language: string, currency: string) {
  for (let i = at.length - 1; i >= 0; i -= 1) {
    if (series.every((s) => s.values[i] === null || s.values[i] === undefined)) continue;
    const values = series
      .map((s) => `${s.label}: ${formatChartValue(s.format, s.values[i] ?? null, language, currency)}`)
      .join(' · ');
    return { time: formatChartDay(at[i] as string, language), values };
  }
  return null;
}

/** One public graph (its page): the period and, for money, the currency; the chart with its data table. */
export function GraphView({ graph }: { graph: PublicGraph }) {
  const { t, i18n } = useTranslation('publicStats');
  const { api } = useAppEnv();
  const [currency, setCurrency] = useStatsCurrency();
  const [period, setPeriod] = useState<PublicPeriod>('7d');
  const money = MONEY_GRAPHS.has(graph);
  // Counts and timings do not depend on the currency: one query for them, in USD.
  const asked: Currency = money ? currency : 'USD';
  const query = useQuery(publicGraphQuery(api, graph, asked, period));
  const reply = query.data;
  const series = reply ? chartSeries(reply, (key) => t(`series.${key}`)) : [];
  const latest = reply ? latestSummary(series, reply.at, i18n.language, reply.currency) : null;

  return (
    <div className="public-graph" data-graph={graph}>
      <div className="row public-graph__controls">
        <fieldset className="row">
          <legend>{t('period.legend')}</legend>
          {PUBLIC_PERIODS.map((p) => (
            <Button
              key={p}
              variant={p === period ? 'primary' : 'ghost'}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {t(`period.${p}`)}
            </Button>
          ))}
        </fieldset>
        {money ? <CurrencySelect value={currency} onChange={setCurrency} /> : null}
      </div>
      <FormError error={query.error} />
      {reply ? (
        <>
          {money ? <NoRateNotice asked={currency} shown={reply.currency} /> : null}
          <Chart
            title={t(`graphs.${graph}.chart`, { currency: reply.currency })}
            days={reply.at}
            series={series}
            currency={reply.currency}
            timeHeader={reply.resolution === 'hour' ? t('hour') : t('day')}
            summary={latest ? t('latest', latest) : t('empty')}
            height={280}
            deferred
          />
          {money ? (
            <>
              <p className="muted">{t('moneyNote', { currency: reply.currency })}</p>
              <RateLine reply={{ ...reply, prices: [] }} />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
