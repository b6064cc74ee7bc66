import { STATS_UPLOADS_CSV_COLUMNS, type StatsUploadsReply } from '@crowdsolve/contract';

/** Micro-dollars as decimal dollars with 6 places (`1500` → `0.001500`), exact. */
export function microsToDollars(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  return `${sign}${Math.trunc(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so that a spreadsheet
 * never reads it as a formula (numbers of ours are written as they are).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The uploads statistics as CSV: a header row, then one row per day and task kind (CRLF lines). */
export function uploadsCsv(reply: StatsUploadsReply): string {
  const lines = [STATS_UPLOADS_CSV_COLUMNS.join(',')];
  for (const r of reply.rows) {
    lines.push(
      [r.day, r.kind, r.submitted, r.solved, r.unsolvable, r.refunded, microsToDollars(r.costMicros)]
        .map((v, i) => (i === 6 ? v : csvField(v)))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
