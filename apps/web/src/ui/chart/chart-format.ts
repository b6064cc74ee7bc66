import { formatMicros } from '../../lib/money.ts';

/** What a series' numbers are: money in micro-dollars, a count, or a duration in seconds. */
export type ChartFormat = 'money' | 'count' | 'seconds';

/**
 * A value in full, as the data table and the hover read-out show it; null as a dash. Money is in
 * millionths of `currency` (micro-dollars by default).
 */
export function formatChartValue(
  format: ChartFormat,
  value: number | null,
  language: string,
  currency = 'USD',
): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'money':
      return currency === 'USD'
        ? formatMicros(value, language)
        : new Intl.NumberFormat(language, {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 6,
          }).format(value / 1_000_000);
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
export function formatChartTick(format: ChartFormat, value: number, language: string, currency = 'USD'): string {
  switch (format) {
    case 'money':
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
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

/** Below $1000 money ticks are written in full, with the decimals the step between them needs. */
const COMPACT_MONEY_FROM = 1_000_000_000;

/**
 * The labels of one axis, evenly spaced values from zero: money with the same number of decimals on every
 * tick, as few as the step needs (`$0`, `$1`, `$2`; `$0.00`, `$0.50`, `$1.00`; `$0.000`, `$0.005`),
 * short from $1000 up (`$1.5K`); counts and seconds short.
 */
export function formatChartTicks(
  format: ChartFormat,
  values: readonly number[],
  language: string,
  currency = 'USD',
): string[] {
  if (format !== 'money') return values.map((v) => formatChartTick(format, v, language));
  const top = Math.max(0, ...values.map(Math.abs));
  if (top >= COMPACT_MONEY_FROM) return values.map((v) => formatChartTick(format, v, language, currency));
  const steps = values.slice(1).map((v, i) => Math.abs(v - (values[i] as number)));
  const step = Math.min(...steps.filter((s) => s > 0), top || 1_000_000);
  const digits = step >= 1_000_000 && step % 1_000_000 === 0 ? 0 : step >= 10_000 && step % 10_000 === 0 ? 2 : 3;
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return values.map((v) => money.format(v / 1_000_000));
}

/**
 * The top of a y axis that starts at zero, before rounding to a whole step: at least $1 for money with
 * nothing spent ($0.01 once anything is), and at least 1 for counts and seconds, so that an empty chart
 * still has a readable axis.
 */
export function chartAxisFloor(format: ChartFormat, max: number): number {
  if (format !== 'money') return Math.max(max, 1);
  return max > 0 ? Math.max(max, 10_000) : 1_000_000;
}

/** A UTC day `YYYY-MM-DD` in the interface language, short (`12 Mar`) or with the weekday and year. */
export function formatChartDay(day: string, language: string, long = false): string {
  // A day `YYYY-MM-DD`, or an hour as an ISO time (`YYYY-MM-DDTHH:00:00Z`), shown with its hour.
  const hourly = day.includes('T');
  const date = new Date(hourly ? day : `${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (hourly)
    return new Intl.DateTimeFormat(language, {
      ...(long ? { weekday: 'short' as const } : {}),
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(date);
  return new Intl.DateTimeFormat(
    language,
    long
      ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}
