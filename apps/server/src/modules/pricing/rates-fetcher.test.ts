import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { pricingDemoStep } from './pricing.demo.ts';
import { pricingRepo } from './pricing.repo.ts';
import { pricingService } from './pricing.service.ts';
import { parseCbrDaily, RatesSourceError, refreshRates } from './rates-fetcher.ts';

/** A real-shaped CBR daily file in windows-1251: USD 92,5000 per 1; CNY 127,5862 per 10. */
const SAMPLE = readFileSync(new URL('./cbr-daily.sample.xml', import.meta.url));

/** The stand-in of the CBR: /daily.xml serves the sample; the other paths fail in their own way. */
function standIn(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/daily.xml') {
      res.writeHead(200, { 'content-type': 'application/xml; charset=windows-1251' }).end(SAMPLE);
    } else if (req.url === '/broken.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(SAMPLE.subarray(0, 300));
    } else if (req.url === '/silent.xml') {
      // Never answers: the fetch's timeout ends it.
    } else {
      res.writeHead(500).end('Internal Server Error');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

function memoryLog() {
  const warnings: string[] = [];
  return { warnings, log: { info: () => {}, warn: (_o: unknown, msg?: string) => void warnings.push(msg ?? '') } };
}

describe('parseCbrDaily', () => {
  it('reads RUB per USD and CNY per USD (through the rouble, per nominal) and the day, from windows-1251', () => {
    expect(parseCbrDaily(SAMPLE)).toEqual({
      date: '2026-11-24',
      rates: [
        { currency: 'RUB', unitsPerUsdMicros: 92_500_000 },
        { currency: 'CNY', unitsPerUsdMicros: 7_250_000 },
      ],
    });
  });

  it('refuses a file without USD or CNY, or without a date', () => {
    const noCny = new TextEncoder().encode(
      '<ValCurs Date="24.11.2026"><Valute><CharCode>USD</CharCode><Nominal>1</Nominal><Value>92,5</Value></Valute></ValCurs>',
    );
    expect(() => parseCbrDaily(noCny)).toThrow(/no CNY rate/);
    expect(() => parseCbrDaily(new TextEncoder().encode('<ValCurs/>'))).toThrow(RatesSourceError);
  });
});

describe.each(DATABASE_TARGETS)('reference rates on $name', (target) => {
  let database: DatabaseHandle;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    database = await target.open();
    ({ server, base } = await standIn());
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await database?.close();
  });

  it('stores the fetched rates with their day; a 500, a timeout or broken XML leaves them in place', async () => {
    const { db } = database;
    const pricing = pricingService({ db });
    const { log, warnings } = memoryLog();

    expect(await refreshRates(db, `${base}/daily.xml`, log)).not.toBeNull();
    const rub = await pricing.customerPrices('RUB');
    expect(rub).toMatchObject({ currency: 'RUB', rate: 92.5, rateDate: '2026-11-24', rateSource: 'fetched' });
    expect(await pricing.customerPrices('CNY')).toMatchObject({ currency: 'CNY', rate: 7.25, rateSource: 'fetched' });

    expect(await refreshRates(db, `${base}/error`, log)).toBeNull();
    expect(await refreshRates(db, `${base}/silent.xml`, log, 200)).toBeNull();
    expect(await refreshRates(db, `${base}/broken.xml`, log)).toBeNull();
    expect(warnings).toHaveLength(3);
    expect(await pricing.customerPrices('RUB')).toEqual(rub);
  });

  it("lets an admin's rate override the fetched one until cleared; demo rates only fill a void", async () => {
    const { db } = database;
    const pricing = pricingService({ db });
    await pricingDemoStep.run(db);
    expect((await pricing.customerPrices('RUB')).rateSource).toBe('fetched');

    await pricing.setRate(1, 'RUB', 100);
    await refreshRates(db, `${base}/daily.xml`, memoryLog().log);
    expect(await pricing.customerPrices('RUB')).toMatchObject({ rate: 100, rateSource: 'staff' });
    expect((await pricing.customerPrices('CNY')).rateSource).toBe('fetched');

    await pricing.clearRate('RUB');
    expect(await pricing.customerPrices('RUB')).toMatchObject({ rate: 92.5, rateSource: 'fetched' });
    const view = await pricing.adminView();
    expect(view.rates.find((r) => r.currency === 'RUB')).toMatchObject({ source: 'fetched', rateDate: '2026-11-24' });
  });

  it('lets exactly one of several processes claim the fetch, until it is due again', async () => {
    const { db } = database;
    // As on a fresh install: never fetched, never tried.
    await db.updateTable('currencyRateFetch').set({ attemptedAt: null, succeededAt: null }).execute();
    const claims = await Promise.all([1, 2, 3].map(() => pricingRepo.claimFetch(db, 3_600_000, 3_600_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await pricingRepo.claimFetch(db, 3_600_000, 3_600_000)).toBe(false);
    // A success just now: not due for a day even when attempts may be retried at once.
    await pricingRepo.fetchSucceeded(db);
    expect(await pricingRepo.claimFetch(db, 3_600_000, 0)).toBe(false);
    expect(await pricingRepo.claimFetch(db, 0, 0)).toBe(true);
  });
});

describe.each(DATABASE_TARGETS)('demo rates on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it('gives an offline newcomer RUB and CNY prices, marked as demo, and are outranked by a fetched rate', async () => {
    const { db } = database;
    const pricing = pricingService({ db });
    expect((await pricing.customerPrices('RUB')).currency).toBe('USD');
    await pricingDemoStep.run(db);
    expect(await pricing.customerPrices('CNY')).toMatchObject({ currency: 'CNY', rate: 7.25, rateSource: 'demo' });
    await pricingRepo.insertRates(db, 'fetched', '2026-11-24', [{ currency: 'RUB', unitsPerUsdMicros: 91_000_000 }]);
    expect(await pricing.customerPrices('RUB')).toMatchObject({ rate: 91, rateSource: 'fetched' });
  });
});
