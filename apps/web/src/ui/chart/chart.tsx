import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../../lib/lazy-reload.ts';
import { Button } from '../button.tsx';
import { formatChartDay, formatChartValue } from './chart-format.ts';
import type { ChartSeries, PlotSpec } from './chart-types.ts';
import './chart.css';

export type { ChartFormat, ChartSeries } from './chart-types.ts';

export interface ChartProps {
  /** The chart's name (translated): its caption, and the data table's. */
  title: string;
  /** UTC days `YYYY-MM-DD`, oldest first: one point of every series each. */
  days: readonly string[];
  /** One to three series; at most two y-axes (`axis: 'right'` for the second). */
  series: readonly ChartSeries[];
  /** Height of the plot in CSS pixels (the server renders a placeholder of this size). Default 240. */
  height?: number;
  /** A sentence under the chart (e.g. the totals), read by everyone. */
  summary?: string;
  /** Extra class names of the figure. */
  className?: string;
  /** The currency of money series (values in millionths of it); USD by default. */
  currency?: string;
  /** The data table's first column header; "Day" by default (e.g. "Hour" for hourly points). */
  timeHeader?: string;
  /**
   * For long series on public pages: the plot is drawn once the browser is idle after hydration,
   * and the table is a collapsed disclosure (details/summary) whose rows render only when opened,
   * so neither weighs on the first paint nor on hydration.
   */
  deferred?: boolean;
}

type PlotModule = typeof import('./uplot-chart.ts');
const importPlot = importWithReload(() => import('./uplot-chart.ts'));
let plotModule: Promise<PlotModule> | null = null;

/** uPlot and its stylesheet, fetched once on first use (a failed fetch reloads the page once). */
function loadPlot(): Promise<PlotModule> {
  plotModule ??= importPlot().catch((err: unknown) => {
    plotModule = null;
    throw err;
  });
  return plotModule;
}

/** Runs `fn` when the browser is idle (after the first paint), or soon where it cannot say; a cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 50);
  return () => window.clearTimeout(id);
}

/**
 * A chart of daily values. On the server (and until the plot module has loaded) it is a
 * placeholder of its final size, so nothing moves when the plot appears. The figures are also a
 * data table: hidden from sight but read by screen readers, and shown by a button (or when the
 * plot cannot be drawn). Colours follow the design tokens, light and dark.
 */
export function Chart(props: ChartProps) {
  const { title, days, series, height = 240, summary, className, currency, timeHeader, deferred = false } = props;
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const plotRef = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [showTable, setShowTable] = useState(false);
  const [hover, setHover] = useState<number | null>(null);

  // Callers may pass new arrays on every render: the plot is rebuilt only when the figures change.
  const key = JSON.stringify([days, series, height, language, currency]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the spec's content
  const spec = useMemo<PlotSpec>(() => ({ days, series, height, language, ...(currency ? { currency } : {}) }), [key]);

  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    let disposed = false;
    let plot: { destroy(): void } | null = null;
    setState('loading');
    const draw = () =>
      loadPlot()
        .then(({ mountPlot }) => {
          if (disposed) return;
          plot = mountPlot(el, spec, setHover);
          setState('ready');
        })
        .catch(() => {
          if (!disposed) setState('failed');
        });
    let cancel = () => {};
    if (deferred) cancel = whenIdle(draw);
    else draw();
    return () => {
      disposed = true;
      cancel();
      plot?.destroy();
      setHover(null);
    };
  }, [spec, deferred]);

  const tableShown = showTable || state === 'failed';
  // Deferred: the table is a disclosure, rendered once opened (shown plainly when the plot fails).
  const disclosure = deferred && state !== 'failed';
  const table = () => (
    <ChartTable
      title={title}
      days={days}
      series={series}
      language={language}
      currency={currency}
      dayHeader={timeHeader ?? t('chart.day')}
    />
  );
  const hoverDay = hover === null ? undefined : days[hover];
  return (
    <figure className={['chart', className].filter(Boolean).join(' ')} data-chart-state={state}>
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__legend" aria-hidden="true">
        {series.map((s, i) => (
          <span key={s.label} className="chart__key" data-series={i}>
            <span className={`chart__swatch chart__swatch--${i % 3}`} />
            {s.label}
            {hover !== null && hoverDay !== undefined ? (
              <strong className="chart__value">
                {formatChartValue(s.format, s.values[hover] ?? null, language, currency)}
              </strong>
            ) : null}
          </span>
        ))}
        {hoverDay !== undefined ? <span className="chart__hover-day">{formatChartDay(hoverDay, language)}</span> : null}
      </div>
      <div
        ref={plotRef}
        className="chart__plot"
        style={{ height: `${height}px` }}
        aria-hidden="true"
        data-testid="chart-plot"
        hidden={state === 'failed'}
      />
      {state === 'failed' ? <p className="muted chart__failed">{t('chart.unavailable')}</p> : null}
      {summary ? <p className="chart__summary">{summary}</p> : null}
      {disclosure ? (
        <details
          className="chart__details"
          open={tableShown}
          onToggle={(e) => setShowTable(e.currentTarget.open)}
          data-testid="chart-details"
        >
          <summary className="chart__toggle">{t('chart.showTable')}</summary>
          {tableShown ? (
            <div id={tableId} className="chart__table">
              {table()}
            </div>
          ) : null}
        </details>
      ) : state === 'failed' ? null : (
        <Button
          variant="ghost"
          className="chart__toggle"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {tableShown ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
      )}
      {disclosure ? null : (
        <div id={tableId} className={tableShown ? 'chart__table' : 'chart__table visually-hidden'}>
          {table()}
        </div>
      )}
    </figure>
  );
}

/** The figures of a chart as a table: a row per day, a column per series. */
function ChartTable(props: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  language: string;
  currency: string | undefined;
  dayHeader: string;
}) {
  const { title, days, series, language, currency } = props;
  return (
    <table className="table">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{props.dayHeader}</th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, i) => (
          <tr key={day}>
            <th scope="row">
              <time dateTime={day}>{formatChartDay(day, language, true)}</time>
            </th>
            {series.map((s) => (
              <td key={s.label}>{formatChartValue(s.format, s.values[i] ?? null, language, currency)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
