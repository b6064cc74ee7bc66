/**
 * The plot itself, drawn by uPlot on a canvas: loaded with a dynamic import, in the browser only
 * (with its stylesheet), so that pages render on the server and load fast without it.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { THEME_CHANGE_EVENT } from '../theme.ts';
import { type ChartFormat, chartAxisFloor, formatChartDay, formatChartTicks } from './chart-format.ts';
import type { ChartSeries, MountPlot, PlotSpec } from './chart-types.ts';

/** Series colours: custom properties set from the design tokens in chart.css (light and dark). */
const COLOUR_VARS = ['--chart-1', '--chart-2', '--chart-3'] as const;
const FALLBACK_COLOURS = ['#4338ca', '#c2410c', '#15803d'];
const MIN_LABEL_SPACING_PX = 64;
const COUNT_INCREMENTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 1e7];
/** Money steps from a tenth of a cent: 1, 2 and 5 of each power of ten (micro-dollars). */
const MONEY_INCREMENTS = Array.from({ length: 10 }, (_, p) => [1, 2, 5].map((m) => m * 10 ** (p + 3))).flat();
/** Room between tick labels and the plot: the tick itself and a gap (CSS pixels). */
const AXIS_PADDING_PX = 18;

interface Theme {
  text: string;
  grid: string;
  font: string;
  colours: string[];
}

function themeOf(el: HTMLElement): Theme {
  const css = getComputedStyle(el);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-muted', '#4b5565'),
    grid: read('--color-border', '#dde1ea'),
    font: `12px ${read('--font-sans', 'sans-serif')}`,
    colours: COLOUR_VARS.map((name, i) => read(name, FALLBACK_COLOURS[i] as string)),
  };
}

/** A translucent fill for bars (hex colours; others are used as they are). */
const translucent = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? `${colour}cc` : colour);

function canvasWorks(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** As wide as the longest tick label, so that none is cut off. */
const axisSize: uPlot.Axis.Size = (u, values, axisIdx) => {
  const axis = u.axes[axisIdx];
  const longest = (values ?? []).reduce((a, v) => (String(v).length > a.length ? String(v) : a), '');
  u.ctx.font = axis?.font?.[0] ?? u.ctx.font;
  return Math.ceil(u.ctx.measureText(longest).width / devicePixelRatio) + AXIS_PADDING_PX;
};

function axisFor(spec: PlotSpec, theme: Theme, side: 'left' | 'right', first: ChartSeries): uPlot.Axis {
  const format = first.format;
  return {
    scale: side === 'right' ? 'y2' : 'y',
    side: side === 'right' ? 1 : 3,
    stroke: theme.text,
    font: theme.font,
    size: axisSize,
    grid: side === 'right' ? { show: false } : { stroke: theme.grid, width: 1 },
    ticks: { stroke: theme.grid, width: 1 },
    ...(format === 'count' ? { incrs: COUNT_INCREMENTS } : format === 'money' ? { incrs: MONEY_INCREMENTS } : {}),
    values: (_u, splits) => formatChartTicks(format, splits, spec.language, spec.currency),
  };
}

/** Scales start at zero; an all-zero series still gets an axis ($0 to $1, 0 to 1). */
const fromZero =
  (format: ChartFormat): uPlot.Range.Function =>
  (_u, _min, max) => {
    const top = chartAxisFloor(format, max ?? 0);
    return [0, uPlot.rangeNum(0, top, 0.1, true)[1] ?? top];
  };

/** Whether a value stands between two gaps (a line cannot draw it). */
function hasLoneValue(values: readonly (number | null)[]): boolean {
  return values.some((v, i) => v !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null);
}

function build(el: HTMLElement, spec: PlotSpec, onHover: (index: number | null) => void): uPlot {
  const theme = themeOf(el);
  const n = spec.days.length;
  const hourly = spec.days[0]?.includes('T') ?? false;
  const left = spec.series.find((s) => (s.axis ?? 'left') === 'left');
  const right = spec.series.find((s) => s.axis === 'right');
  const bars = uPlot.paths.bars?.({ size: [0.6, 48], align: 0 });
  const axes: uPlot.Axis[] = [
    {
      stroke: theme.text,
      font: theme.font,
      grid: { show: false },
      ticks: { stroke: theme.grid, width: 1 },
      // Whole days (or hours) only, as many labels as fit; an hour's label is about twice as long.
      splits: (u) => {
        const spacing = hourly ? MIN_LABEL_SPACING_PX * 2 : MIN_LABEL_SPACING_PX;
        const fit = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / spacing));
        const step = Math.max(1, Math.ceil(n / fit));
        // Labels are centred on their point: an hour's long label starts half a step in, so the
        // first one is not cut by the chart's left edge.
        const offset = hourly ? Math.floor(step / 2) : 0;
        return spec.days.map((_, i) => i).filter((i) => i % step === offset);
      },
      values: (_u, splits) => splits.map((i) => formatChartDay(spec.days[i] ?? '', spec.language)),
    },
  ];
  if (left) axes.push(axisFor(spec, theme, 'left', left));
  if (right) axes.push(axisFor(spec, theme, 'right', right));

  const options: uPlot.Options = {
    width: Math.max(160, el.clientWidth || 600),
    height: spec.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: false, range: [-0.5, Math.max(0.5, n - 0.5)] },
      y: { range: fromZero(left?.format ?? 'count') },
      ...(right ? { y2: { range: fromZero(right.format) } } : {}),
    },
    axes,
    series: [
      {},
      ...spec.series.map((s, i): uPlot.Series => {
        const colour = theme.colours[i % theme.colours.length] as string;
        const isBars = s.style === 'bars';
        return {
          label: s.label,
          scale: s.axis === 'right' ? 'y2' : 'y',
          stroke: colour,
          width: isBars ? 0 : 2,
          ...(isBars && bars ? { paths: bars, fill: translucent(colour), points: { show: false } } : {}),
          // Dense lines without dots, except for a value with no neighbour (no line would show it).
          ...(!isBars ? { points: { show: n <= 62 || hasLoneValue(s.values), size: 5, fill: colour } } : {}),
        };
      }),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
  const data: uPlot.AlignedData = [spec.days.map((_, i) => i), ...spec.series.map((s) => [...s.values])];
  return new uPlot(options, data, el);
}

/** Draws the plot into `el`, follows its width and the colour scheme; throws without a canvas. */
export const mountPlot: MountPlot = (el, spec, onHover) => {
  if (!canvasWorks()) throw new Error('no 2D canvas');
  let plot = build(el, spec, onHover);
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          const width = Math.max(160, el.clientWidth);
          if (width !== plot.width) plot.setSize({ width, height: spec.height });
        });
  resize?.observe(el);
  const scheme = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const rebuild = () => {
    plot.destroy();
    plot = build(el, spec, onHover);
  };
  scheme?.addEventListener('change', rebuild);
  // The visitor's own choice of theme redraws too.
  window.addEventListener(THEME_CHANGE_EVENT, rebuild);
  return {
    destroy() {
      resize?.disconnect();
      scheme?.removeEventListener('change', rebuild);
      window.removeEventListener(THEME_CHANGE_EVENT, rebuild);
      plot.destroy();
    },
  };
};
