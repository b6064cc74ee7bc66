import { XMLParser } from 'fast-xml-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { pricingRepo } from './pricing.repo.ts';

const MICROS = 1_000_000;
const DAY_MS = 24 * 60 * 60_000;
/** A fetched rate is fresh for a day; a failed attempt is tried again after an hour. */
const EVERY_MS = DAY_MS - 60 * 60_000;
const RETRY_MS = 60 * 60_000;
const TICK_MS = 60 * 60_000;
const TIMEOUT_MS = 10_000;

export interface ReferenceRates {
  /** The day the rates are of (YYYY-MM-DD). */
  date: string;
  rates: { currency: 'RUB' | 'CNY'; unitsPerUsdMicros: number }[];
}

export class RatesSourceError extends Error {
  override name = 'RatesSourceError';
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/** "92,5067" → 92.5067 (the CBR writes a decimal comma). */
function decimal(value: unknown, what: string): number {
  const text = String(value ?? '').trim();
  const n = Number(text.replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) throw new RatesSourceError(`${what} is not a positive number: ${String(value)}`);
  return n;
}

/**
 * The Central Bank of Russia's daily rates (windows-1251 XML: `<ValCurs Date="24.11.2026">` with
 * `<Valute>` entries of CharCode, Nominal and Value in roubles). RUB per USD is USD's rate; CNY per
 * USD is the ratio of USD's and CNY's rouble rates.
 */
export function parseCbrDaily(body: Uint8Array): ReferenceRates {
  const text = new TextDecoder('windows-1251').decode(body);
  let doc: { ValCurs?: { '@Date'?: string; Valute?: unknown } };
  try {
    doc = parser.parse(text, true);
  } catch (err) {
    throw new RatesSourceError(`malformed XML: ${(err as Error).message}`);
  }
  const root = doc.ValCurs;
  const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root?.['@Date'] ?? '');
  if (!root || !day) throw new RatesSourceError('no ValCurs with a Date');
  const entries = ([] as unknown[]).concat(root.Valute ?? []) as Record<string, unknown>[];
  const roublesPer = (code: string) => {
    const v = entries.find((e) => e.CharCode === code);
    if (!v) throw new RatesSourceError(`no ${code} rate`);
    return decimal(v.Value, `${code} Value`) / decimal(v.Nominal, `${code} Nominal`);
  };
  const rubPerUsd = roublesPer('USD');
  const cnyPerUsd = rubPerUsd / roublesPer('CNY');
  return {
    date: `${day[3]}-${day[2]}-${day[1]}`,
    rates: [
      { currency: 'RUB', unitsPerUsdMicros: Math.round(rubPerUsd * MICROS) },
      { currency: 'CNY', unitsPerUsdMicros: Math.round(cnyPerUsd * MICROS) },
    ],
  };
}

/** Fetches and parses the source; throws RatesSourceError on any failure (status, timeout, content). */
export async function fetchReferenceRates(url: string, timeoutMs = TIMEOUT_MS): Promise<ReferenceRates> {
  let body: Uint8Array;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!res.ok) throw new RatesSourceError(`HTTP ${res.status}`);
    body = new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    if (err instanceof RatesSourceError) throw err;
    throw new RatesSourceError(`fetch failed: ${(err as Error).message}`);
  }
  return parseCbrDaily(body);
}

/**
 * One fetch: the rates are stored as fetched rates of their day. A failure is logged and leaves
 * the rates in place; returns what was stored, or null.
 */
export async function refreshRates(
  db: Db,
  url: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  timeoutMs = TIMEOUT_MS,
): Promise<ReferenceRates | null> {
  try {
    const fetched = await fetchReferenceRates(url, timeoutMs);
    await pricingRepo.insertRates(db, 'fetched', fetched.date, fetched.rates);
    await pricingRepo.fetchSucceeded(db);
    log.info({ date: fetched.date, url }, 'currency rates fetched');
    return fetched;
  } catch (err) {
    // An expected outcome offline or when the source is down: the reason, not a stack; anything else
    // (a database failure) with its stack.
    if (err instanceof RatesSourceError)
      log.warn({ url, reason: err.message }, 'currency rates not fetched; the last rates stay');
    else log.warn({ err, url }, 'currency rates not fetched; the last rates stay');
    return null;
  }
}

/**
 * Fetches the rates at start and then daily, on one process of a cluster: each tick, every process
 * tries to claim the fetch (pricingRepo.claimFetch) and only the winner fetches. Returns a stop function.
 */
export function startRatesFetcher(db: Db, url: string, log: FastifyBaseLogger): () => Promise<void> {
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= (async () => {
      try {
        if (await pricingRepo.claimFetch(db, EVERY_MS, RETRY_MS)) await refreshRates(db, url, log);
      } catch (err) {
        log.warn({ err }, 'currency rates fetch not claimed');
      } finally {
        current = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  // Stopping waits for a fetch under way, so it never writes to a closed database.
  return async () => {
    clearInterval(timer);
    await current;
  };
}
