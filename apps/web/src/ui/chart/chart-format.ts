import { formatMicros } from '../../lib/money.ts';

/** What a series' numbers are: money in micro-dollars, a count, or a duration in seconds. */
export type ChartFormat = 'money' | 'count' | 'seconds';

/** A value in full, as the data table and the hover read-out show it; null as a dash. */
export function formatChartValue(format: ChartFormat, value: number | null, language: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'money':
      return formatMicros(value, language);
    case 'seconds':
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(value);
    default:
      return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  }
}

/** A value on an axis: short (`$1.2K`, `1.5K`, `30 sec`). */
export function formatChartTick(format: ChartFormat, value: number, language: string): string {
  switch (format) {
    case 'money':
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumSignificantDigits: 3,
      }).format(value / 1_000_000);
    case 'seconds':
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'narrow',
        notation: 'compact',
        maximumSignificantDigits: 3,
      }).format(value);
    default:
      return new Intl.NumberFormat(language, { notation: 'compact', maximumSignificantDigits: 3 }).format(value);
  }
}

/** A UTC day `YYYY-MM-DD` in the interface language, short (`12 Mar`) or with the weekday and year. */
export function formatChartDay(day: string, language: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(
    language,
    long
      ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}
