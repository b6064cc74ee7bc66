import { PRICING_PATHS as P, PRICE_KEYS } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { type IdentityHarness, identityHarness, signIn, signUpConfirmed } from '../../../test/smtp.ts';
import { pricingRepo } from './pricing.repo.ts';
import { pricingService } from './pricing.service.ts';

async function signedIn(h: IdentityHarness, admin: boolean) {
  const account = await signUpConfirmed(h, { userType: 'customer' });
  if (admin)
    await h.database.db.updateTable('userAccount').set({ isAdmin: true }).where('id', '=', account.userId).execute();
  return signIn(h, account);
}

describe.each(DATABASE_TARGETS)('prices on $name', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(() => h?.close());

  it('lists a USD price per 1000 for every type, to anyone', async () => {
    const res = await h.app.inject(`${P.customerPrices}?currency=USD`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('USD');
    expect(body.prices.map((p: { type: string }) => p.type)).toEqual([...PRICE_KEYS]);
    expect(body.prices.find((p: { type: string }) => p.type === 'recaptcha_v2')).toEqual({
      type: 'recaptcha_v2',
      per1000: 2.99,
      per1000Micros: 2_990_000,
    });
  });

  it('falls back to USD for a currency without a rate, and converts once an admin sets one', async () => {
    expect((await h.app.inject(`${P.customerPrices}?currency=RUB`)).json().currency).toBe('USD');
    expect((await h.app.inject(`${P.customerPrices}?currency=EUR`)).statusCode).toBe(400);

    const admin = await signedIn(h, true);
    expect((await admin.put(`${P.adminRates}/RUB`, { unitsPerUsd: 92.5 })).statusCode).toBe(200);
    const rub = (await h.app.inject(`${P.customerPrices}?currency=RUB`)).json();
    // A staff rate is of the day it was set (UTC).
    const setAt: string = (await admin.get(P.adminPrices)).json().rates[0].updatedAt;
    expect(rub).toMatchObject({ currency: 'RUB', rate: 92.5, rateDate: setAt.slice(0, 10), rateSource: 'staff' });
    expect(rub.prices.find((p: { type: string }) => p.type === 'image_text').per1000).toBe(92.5);
    expect((await h.app.inject(`${P.customerPrices}?currency=USD`)).json()).toMatchObject({
      rateDate: null,
      rateSource: null,
    });
  });

  it('serves the fetched rate with its date once an admin clears their own rate', async () => {
    await pricingRepo.insertRates(h.database.db, 'fetched', '2026-11-24', [
      { currency: 'RUB', unitsPerUsdMicros: 91_250_000 },
    ]);
    const customer = await signedIn(h, false);
    expect((await customer.delete(`${P.adminRates}/RUB`)).statusCode).toBe(403);
    const admin = await signedIn(h, true);
    expect((await admin.put(`${P.adminRates}/RUB`, { unitsPerUsd: 95 })).statusCode).toBe(200);
    expect((await h.app.inject(`${P.customerPrices}?currency=RUB`)).json()).toMatchObject({ rate: 95 });

    expect((await admin.delete(`${P.adminRates}/RUB`)).statusCode).toBe(200);
    expect((await h.app.inject(`${P.customerPrices}?currency=RUB`)).json()).toMatchObject({
      currency: 'RUB',
      rate: 91.25,
      rateDate: '2026-11-24',
      rateSource: 'fetched',
    });
    const rates = (await admin.get(P.adminPrices)).json().rates;
    expect(rates.find((r: { currency: string }) => r.currency === 'RUB')).toMatchObject({
      unitsPerUsd: 91.25,
      source: 'fetched',
      rateDate: '2026-11-24',
    });
  });

  it('lets only admins change a price, keeps the history, and the engine charges the new one', async () => {
    const customer = await signedIn(h, false);
    expect(
      (
        await customer.put(`${P.adminPrices}/image_text`, {
          customerPer1000Micros: 800_000,
          workerPer1000Micros: 400_000,
        })
      ).statusCode,
    ).toBe(403);

    const admin = await signedIn(h, true);
    const bad = await admin.put(`${P.adminPrices}/image_text`, {
      customerPer1000Micros: 800_500,
      workerPer1000Micros: 900_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['body.customerPer1000Micros']),
    );
    expect(
      (await admin.put(`${P.adminPrices}/image_text`, { customerPer1000Micros: 800_000, workerPer1000Micros: 400_000 }))
        .statusCode,
    ).toBe(200);

    const history = (await admin.get(`${P.adminPrices}/image_text/history`)).json().history;
    expect(history.map((r: { customerPer1000Micros: number }) => r.customerPer1000Micros)).toEqual([
      800_000, 1_000_000,
    ]);
    expect(await pricingService({ db: h.database.db }).taskPrice('image_text')).toEqual({
      customerMicros: 800,
      workerMicros: 400,
    });
    const view = (await admin.get(P.adminPrices)).json();
    expect(view.prices.find((p: { type: string }) => p.type === 'image_text').customerPer1000Micros).toBe(800_000);
  });
});
