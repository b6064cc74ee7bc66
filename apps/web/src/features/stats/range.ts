import {
  addStatsDays,
  resolveStatsRange,
  STATS_DEFAULT_DAYS,
  type StatsRange,
  type StatsRangeIssue,
  statsDayOf,
} from '@crowdsolve/contract';
import { useSearchParams } from 'react-router';

/** The range presets of the date filter, in days (today included). */
export const RANGE_PRESETS = [STATS_DEFAULT_DAYS, 30] as const;

/** Today, a UTC day (the statistics count UTC days). */
export const todayUtc = () => statsDayOf(new Date());

/** The `days`-long range ending today. */
export const lastDays = (days: number, today = todayUtc()): StatsRange => ({
  dateFrom: addStatsDays(today, -(days - 1)),
  dateTo: today,
});

/** The range typed in the filter, checked as the server checks it. */
export function checkRange(
  input: { dateFrom: string; dateTo: string },
  today = todayUtc(),
): { ok: true; range: StatsRange } | { ok: false; errors: Partial<Record<keyof StatsRange, StatsRangeIssue>> } {
  const result = resolveStatsRange({ dateFrom: input.dateFrom.trim(), dateTo: input.dateTo.trim() }, today);
  return result.ok ? result : { ok: false, errors: { [result.field]: result.issue } };
}

/**
 * The range of the address bar (`?dateFrom=&dateTo=`), the last 7 days when absent or not valid,
 * and a way to change it (kept in the address, so the page can be bookmarked and shared).
 */
export function useStatsRange(): { range: StatsRange; setRange: (range: StatsRange) => void } {
  const [params, setParams] = useSearchParams();
  const asked = {
    dateFrom: params.get('dateFrom') ?? undefined,
    dateTo: params.get('dateTo') ?? undefined,
  };
  const resolved = resolveStatsRange(asked, todayUtc());
  const range = resolved.ok ? resolved.range : lastDays(STATS_DEFAULT_DAYS);
  const setRange = (next: StatsRange) => {
    const out = new URLSearchParams(params);
    out.set('dateFrom', next.dateFrom);
    out.set('dateTo', next.dateTo);
    setParams(out);
  };
  return { range, setRange };
}
