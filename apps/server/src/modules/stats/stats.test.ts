import { STATS_PATHS as P } from '@crowdsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/http.ts';
import { apiSettingsService } from '../api-settings/index.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { engineHarness } from '../solving/engine-harness.ts';
import { parseV2, type TaskSpec } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { csvField, microsToDollars } from './uploads-csv.ts';

/** The starting price table: an image task costs 1000 micros; a reCAPTCHA v2 task 2990. */
const IMAGE_PRICE = 1000;

const specOf = (body: Record<string, unknown>): TaskSpec => {
  const parsed = parseV2(body);
  if (!parsed.ok) throw new Error(`fixture ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
};
const imageSpec = () => specOf({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
const tokenSpec = () =>
  specOf({
    type: 'RecaptchaV2TaskProxyless',
    websiteURL: 'https://shop.test/',
    websiteKey: '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-',
  });

describe('CSV fields and money', () => {
  it('writes micro-dollars as exact dollars with 6 places', () => {
    expect(microsToDollars(0)).toBe('0.000000');
    expect(microsToDollars(1_500)).toBe('0.001500');
    expect(microsToDollars(12_345_678)).toBe('12.345678');
    expect(microsToDollars(-2_000_001)).toBe('-2.000001');
  });

  it('quotes what needs it and defuses formulas', () => {
    expect(csvField('image_text')).toBe('image_text');
    expect(csvField(42)).toBe('42');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
});

describe.each(DATABASE_TARGETS)('customer statistics on $name', (target) => {
  const h = engineHarness(target);
  const { clock } = h;
  let customer: { userId: number; email: string };
  let other: { userId: number; email: string };

  const submit = async (customerId: number, spec = imageSpec()) => {
    const r = await h.engine.submit({
      customerId,
      spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!r.ok) throw new Error(r.refusal);
    return r.taskId;
  };
  /** The worker takes the only queued task and answers it after `seconds`. */
  async function solve(workerId: number, taskId: number, seconds: number, text = 'abc') {
    expect((await h.engine.claim(workerId, { waitMs: 0 }))?.taskId).toBe(taskId);
    clock.advance(seconds * 1000);
    expect(await h.engine.answer(workerId, taskId, { type: 'text', text })).toEqual({ ok: true });
  }
  const worker = async () => (await makeAccount(h.database.db, clock, 'worker')).userId;
  const uploads = async (query: string, who = customer) =>
    ok(await (await signedIn(h.app, who.email)).get(`${P.uploads}${query}`));

  // Day 1 (2026-03-10): two image tasks solved in 12 s and 30 s, the second refunded on a complaint;
  // a reCAPTCHA that ends unsolvable. Day 2: nothing. Day 3 (2026-03-12): an image task submitted at
  // 23:59:50 and solved 20 s later, on the next day (it counts on the day it was submitted).
  // The other customer's task on day 1 is theirs only.
  beforeAll(async () => {
    await h.drain();
    clock.set(new Date('2026-03-10T10:00:00Z'));
    customer = await makeAccount(h.database.db, clock, 'customer', 100_000);
    other = await makeAccount(h.database.db, clock, 'customer', 100_000);
    const [w1, w2, w3] = [await worker(), await worker(), await worker()];

    await solve(w1, await submit(customer.userId), 12);
    const refunded = await submit(customer.userId);
    await solve(w1, refunded, 30);
    expect(await h.engine.report(customer.userId, refunded, 'bad')).toBe('recorded');

    const token = await submit(customer.userId, tokenSpec());
    for (const w of [w1, w2, w3]) {
      expect((await h.engine.claim(w, { waitMs: 0 }))?.taskId).toBe(token);
      expect(await h.engine.release(w, token, 'cannot_solve')).toEqual({ ok: true });
    }
    expect((await h.engine.get(customer.userId, token))?.state).toBe('unsolvable');

    await solve(w2, await submit(other.userId), 5);

    clock.set(new Date('2026-03-12T23:59:50Z'));
    await solve(w3, await submit(customer.userId), 20);
  });

  it('counts tasks per day and kind, costs them from the ledger (refund included, unsolvable free)', async () => {
    const body = await uploads('?dateFrom=2026-03-10&dateTo=2026-03-12');
    expect(body).toEqual({
      dateFrom: '2026-03-10',
      dateTo: '2026-03-12',
      timeZone: 'UTC',
      rows: [
        {
          day: '2026-03-10',
          kind: 'image_text',
          submitted: 2,
          solved: 2,
          unsolvable: 0,
          refunded: 1,
          costMicros: IMAGE_PRICE,
        },
        { day: '2026-03-10', kind: 'recaptcha_v2', submitted: 1, solved: 0, unsolvable: 1, refunded: 0, costMicros: 0 },
        {
          day: '2026-03-12',
          kind: 'image_text',
          submitted: 1,
          solved: 1,
          unsolvable: 0,
          refunded: 0,
          costMicros: IMAGE_PRICE,
        },
      ],
      totals: { submitted: 4, solved: 3, unsolvable: 1, refunded: 1, costMicros: 2 * IMAGE_PRICE },
    });
    // What the statistics say the tasks cost is what left the customer's balance.
    expect(await h.balance(customer.userId)).toEqual({ balanceMicros: 100_000 - 2 * IMAGE_PRICE, heldMicros: 0 });
  });

  it("shows only the customer's own tasks", async () => {
    const mine = await uploads('?dateFrom=2026-03-10&dateTo=2026-03-10');
    expect(mine.totals.submitted).toBe(3);
    const theirs = await uploads('?dateFrom=2026-03-10&dateTo=2026-03-12', other);
    expect(theirs.rows).toEqual([
      {
        day: '2026-03-10',
        kind: 'image_text',
        submitted: 1,
        solved: 1,
        unsolvable: 0,
        refunded: 0,
        costMicros: IMAGE_PRICE,
      },
    ]);
  });

  it('gives every day of the range with the average solving time and the spend', async () => {
    const browser = await signedIn(h.app, customer.email);
    const body = ok(await browser.get(`${P.graph}?dateFrom=2026-03-09&dateTo=2026-03-13`));
    expect(body).toEqual({
      dateFrom: '2026-03-09',
      dateTo: '2026-03-13',
      timeZone: 'UTC',
      days: [
        { day: '2026-03-09', submitted: 0, solved: 0, avgSolveSeconds: null, spendMicros: 0 },
        { day: '2026-03-10', submitted: 3, solved: 2, avgSolveSeconds: 21, spendMicros: IMAGE_PRICE },
        { day: '2026-03-11', submitted: 0, solved: 0, avgSolveSeconds: null, spendMicros: 0 },
        { day: '2026-03-12', submitted: 1, solved: 1, avgSolveSeconds: 20, spendMicros: IMAGE_PRICE },
        { day: '2026-03-13', submitted: 0, solved: 0, avgSolveSeconds: null, spendMicros: 0 },
      ],
    });
  });

  it('defaults to the last 7 days, today included', async () => {
    clock.set(new Date('2026-03-14T08:00:00Z'));
    const body = await uploads('');
    expect({ from: body.dateFrom, to: body.dateTo, submitted: body.totals.submitted }).toEqual({
      from: '2026-03-08',
      to: '2026-03-14',
      submitted: 4,
    });
    const browser = await signedIn(h.app, customer.email);
    const graph = ok(await browser.get(`${P.graph}?dateTo=2026-03-11`));
    expect(graph.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('charges a 100 % recognition task for every answer it collected, not its base price', async () => {
    clock.set(new Date('2026-03-15T09:00:00Z'));
    const buyer = await makeAccount(h.database.db, clock, 'customer', 100_000);
    await apiSettingsService({ db: h.database.db, clock }).update(buyer.userId, {
      ipAllowList: [],
      recognition100: { enabled: true, matches: 2 },
      perKeyLimitPerMinute: null,
    });
    const id = await submit(buyer.userId);
    await solve(await worker(), id, 4, 'same');
    await solve(await worker(), id, 6, 'same');
    const body = await uploads('?dateFrom=2026-03-15&dateTo=2026-03-15', buyer);
    expect(body.rows).toEqual([
      {
        day: '2026-03-15',
        kind: 'image_text',
        submitted: 1,
        solved: 1,
        unsolvable: 0,
        refunded: 0,
        costMicros: 2 * IMAGE_PRICE,
      },
    ]);
  });

  it('exports CSV with a header row, one row per day and kind, and a download name', async () => {
    const browser = await signedIn(h.app, customer.email);
    const res = await browser.get(`${P.uploads}?dateFrom=2026-03-10&dateTo=2026-03-12&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="uploads-2026-03-10-2026-03-12.csv"');
    expect(res.body).toBe(
      [
        'day,kind,submitted,solved,unsolvable,refunded,cost_usd',
        '2026-03-10,image_text,2,2,0,1,0.001000',
        '2026-03-10,recaptcha_v2,1,0,1,0,0.000000',
        '2026-03-12,image_text,1,1,0,0,0.001000',
        '',
      ].join('\r\n'),
    );
    const empty = await browser.get(`${P.uploads}?dateFrom=2025-01-01&dateTo=2025-01-07&format=csv`);
    expect(empty.body).toBe('day,kind,submitted,solved,unsolvable,refunded,cost_usd\r\n');
  });

  it('refuses a bad range, naming the field and the reason', async () => {
    const browser = await signedIn(h.app, customer.email);
    const cases: [string, string, string][] = [
      ['?dateFrom=2026-03-12&dateTo=2026-03-10', 'querystring.dateFrom', 'range_order'],
      ['?dateFrom=2025-03-10&dateTo=2026-03-11', 'querystring.dateFrom', 'range_too_long'],
      ['?dateFrom=2026-02-30', 'querystring.dateFrom', 'invalid_date'],
      ['?dateTo=12.03.2026', 'querystring.dateTo', 'invalid_date'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of [P.uploads, P.graph]) {
        const res = await browser.get(`${path}${query}`);
        expectError(res, 400, 'ERROR_VALIDATION');
        expect(res.json().error.fields, `${path}${query}`).toEqual([{ field, message }]);
      }
    }
    // 366 days, both ends included, is the longest range.
    ok(await browser.get(`${P.graph}?dateFrom=2025-03-11&dateTo=2026-03-11`));
    expectError(await browser.get(`${P.uploads}?format=xml`), 400, 'ERROR_VALIDATION');
  });

  it('is for signed-in customers and developers', async () => {
    const res = await h.app.inject({ method: 'GET', url: P.uploads });
    expectError(res, 400, 'ERROR_EMPTY_USER');
    const workerAccount = await makeAccount(h.database.db, clock, 'worker');
    const browser = await signedIn(h.app, workerAccount.email);
    expectError(await browser.get(P.graph), 403, 'ERROR_FORBIDDEN');
    const developer = await makeAccount(h.database.db, clock, 'developer');
    expect((await uploads('', developer)).totals.submitted).toBe(0);
  });
});
