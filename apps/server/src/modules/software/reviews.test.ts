import { CATALOG_PATHS as C, catalogPath } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { catalogHarness, type Harness } from './catalog-harness.ts';
import { REVIEW_LIMITS } from './reviews.service.ts';

describe.each(DATABASE_TARGETS)('catalogue reviews on $name', (target) => {
  let h: Harness;
  let item: { softId: number; slug: string };
  let dev: Awaited<ReturnType<Harness['account']>>;
  const reviewsOf = (id: number, page = 0) => `${catalogPath(C.reviews, { id })}?page=${page}`;
  const post = (id: number) => catalogPath(C.reviews, { id });

  beforeAll(async () => {
    h = await catalogHarness(target);
    dev = await h.account('developer');
    item = await h.submit(dev.browser, { slug: 'reviewed-app' });
    await h.decide(item.softId);
    // Opening a fresh embedded database and the app takes long on a busy machine.
  }, 180_000);
  afterAll(async () => h?.close());

  it('takes reviews only from users of the software or verified customers, never from its developer', async () => {
    const stranger = await h.account('customer');
    expect(ok(await stranger.browser.get(reviewsOf(item.softId)))).toMatchObject({ canReview: false, mine: null });
    expectError(
      await stranger.browser.post(post(item.softId), { rating: 5, text: 'Great tool, really.' }),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    expectError(
      await dev.browser.post(post(item.softId), { rating: 5, text: 'My own tool is great.' }),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    // Signed out: refused.
    expectError(
      await h.app.inject({ method: 'POST', url: post(item.softId), payload: { rating: 5, text: 'Anonymous text' } }),
      400,
      'ERROR_EMPTY_USER',
    );

    // A user of the software (sent a task with its soft_id).
    const user = await h.account('customer');
    await h.tasks(item.softId, user.userId, 1);
    expect(ok(await user.browser.get(reviewsOf(item.softId))).canReview).toBe(true);
    expect((await user.browser.post(post(item.softId), { rating: 4, text: 'Works well for me.' })).statusCode).toBe(
      201,
    );

    // A verified customer: a completed payment.
    const payer = await h.account('customer');
    await h.database.db
      .insertInto('payment')
      .values({
        userId: payer.userId,
        provider: 'sandbox',
        method: 'sandbox',
        amountMicros: 1_000_000,
        creditedMicros: 1_000_000,
        feeMicros: 0,
        status: 'paid',
        createdAt: h.clock.now(),
        updatedAt: h.clock.now(),
        paidAt: h.clock.now(),
      })
      .execute();
    expect((await payer.browser.post(post(item.softId), { rating: 2, text: 'Not for my case.' })).statusCode).toBe(201);
  });

  it('keeps one review per user and item: posting again edits it and sends it back to moderation', async () => {
    const user = await h.account('customer');
    await h.tasks(item.softId, user.userId, 1);
    const first = (await user.browser.post(post(item.softId), { rating: 3, text: 'First impression.' })).json();
    expect(first).toMatchObject({ rating: 3, status: 'pending', answer: null });
    // Pending: the author sees it as theirs; others do not see it.
    expect(ok(await user.browser.get(reviewsOf(item.softId))).mine).toMatchObject({ id: first.id, status: 'pending' });
    expect(
      ok(await h.app.inject({ url: reviewsOf(item.softId) })).records.map((r: { id: number }) => r.id),
    ).not.toContain(first.id);

    const moderator = (await h.staff('moderator')).browser;
    ok(await moderator.post(catalogPath(C.moderationReviewDecision, { reviewId: first.id }), { decision: 'approve' }));
    const shown = ok(await h.app.inject({ url: reviewsOf(item.softId) }));
    expect(shown.records.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      status: 'published',
      rating: 3,
    });

    const edited = ok(await user.browser.post(post(item.softId), { rating: 5, text: 'Better after the update.' }));
    expect(edited).toMatchObject({ id: first.id, rating: 5, status: 'pending', createdAt: first.createdAt });
    const count = await h.database.db
      .selectFrom('softwareReview')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('softwareId', '=', item.softId)
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(
      ok(await h.app.inject({ url: reviewsOf(item.softId) })).records.map((r: { id: number }) => r.id),
    ).not.toContain(first.id);
  });

  it('lets the developer answer a review once, and nobody else', async () => {
    const user = await h.account('customer');
    await h.tasks(item.softId, user.userId, 1);
    const review = (await user.browser.post(post(item.softId), { rating: 1, text: 'It crashed twice today.' })).json();
    const answer = catalogPath(C.reviewAnswer, { id: item.softId, reviewId: review.id });
    const other = await h.account('developer');
    expectError(await other.browser.post(answer, { text: 'Not mine' }), 404, 'ERROR_NOT_FOUND');
    expectError(await user.browser.post(answer, { text: 'Me too' }), 403, 'ERROR_FORBIDDEN');
    expect(ok(await dev.browser.post(answer, { text: 'Fixed in 2.1, thanks!' })).answer).toMatchObject({
      text: 'Fixed in 2.1, thanks!',
    });
    expectError(await dev.browser.post(answer, { text: 'Again' }), 409, 'REVIEW_ALREADY_ANSWERED');
  });

  it('checks the rating and text, and limits how often one user writes', async () => {
    const user = await h.account('customer');
    await h.tasks(item.softId, user.userId, 1);
    for (const body of [
      { rating: 0, text: 'Long enough text' },
      { rating: 6, text: 'Long enough text' },
      { rating: 3, text: 'short' },
      { rating: 2.5, text: 'Long enough text' },
    ]) {
      expectError(await user.browser.post(post(item.softId), body), 400, 'ERROR_VALIDATION');
    }
    for (let i = 0; i < REVIEW_LIMITS.writesPerUser; i++) {
      expect(
        (await user.browser.post(post(item.softId), { rating: 3, text: `Edit number ${i}` })).statusCode,
      ).toBeLessThan(300);
    }
    expectError(
      await user.browser.post(post(item.softId), { rating: 3, text: 'One edit too many' }),
      429,
      'ERROR_RATE_LIMITED',
    );
  });

  it('has no reviews for an unpublished item', async () => {
    const pending = await h.submit(dev.browser, { slug: 'not-yet-public' });
    expectError(await h.app.inject({ url: reviewsOf(pending.softId) }), 404, 'ERROR_NOT_FOUND');
  });
});
