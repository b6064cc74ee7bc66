import type { ChartFormat } from './chart-format.ts';

export type { ChartFormat } from './chart-format.ts';

/** One line (or bars) of a chart: a value per day. */
export interface ChartSeries {
  /** Translated; the legend's and the data table's name of the series. */
  label: string;
  /** One value per day of the chart's `days` (null: no value, drawn as a gap). Money in micro-dollars. */
  values: readonly (number | null)[];
  /** How the values read: money (micro-dollars), a count, or seconds. */
  format: ChartFormat;
  /** The y-axis: `left` (default) or `right`; each axis takes the format of its first series. */
  axis?: 'left' | 'right';
  /** `line` (default) or `bars` (one bars series per chart; more would overlap). */
  style?: 'line' | 'bars';
}

/** What the lazily loaded plot draws. */
export interface PlotSpec {
  /** UTC days `YYYY-MM-DD` (or hours, ISO `YYYY-MM-DDTHH:00:00Z`), oldest first: the x axis, one point each. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Height in CSS pixels (the width follows the container). */
  height: number;
  language: string;
  /** The currency of money series (their values in millionths of it); USD when absent. */
  currency?: string;
}

export interface PlotHandle {
  destroy(): void;
}

/** Mounts a plot into an element; `onHover` gets the index of the day under the pointer, or null. */
export type MountPlot = (el: HTMLElement, spec: PlotSpec, onHover: (index: number | null) => void) => PlotHandle;
