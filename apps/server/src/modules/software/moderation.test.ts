import { CATALOG_PATHS as C, catalogPath, SOFTWARE_PATHS } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, mailTexts, ok } from '../../../test/smtp.ts';
import { catalogHarness, type Harness } from './catalog-harness.ts';

describe.each(DATABASE_TARGETS)('catalogue moderation on $name', (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await catalogHarness(target);
    // Opening a fresh embedded database and the app takes long on a busy machine.
  }, 180_000);
  afterAll(async () => h?.close());

  it('is for admins and moderators only', async () => {
    const customer = await h.account('customer');
    const developer = await h.account('developer');
    for (const b of [customer.browser, developer.browser]) {
      expectError(await b.get(C.moderationSoftware), 403, 'ERROR_FORBIDDEN');
      expectError(await b.get(C.moderationReviews), 403, 'ERROR_FORBIDDEN');
      expectError(
        await b.post(catalogPath(C.moderationSoftwareDecision, { softId: 1000 }), { decision: 'approve' }),
        403,
        'ERROR_FORBIDDEN',
      );
    }
    const admin = await h.staff('admin');
    expect(ok(await admin.browser.get(C.moderationSoftware))).toHaveProperty('totalCount');
  });

  it('approves an item: published, mailed to the developer, recorded in its history', async () => {
    const dev = await h.account('developer');
    const item = await h.submit(dev.browser, { name: 'Approve Me', slug: 'approve-me' });
    const moderator = await h.staff('moderator');
    const queue = ok(await moderator.browser.get(C.moderationSoftware));
    expect(queue.records.find((r: { softId: number }) => r.softId === item.softId)).toMatchObject({
      developerId: dev.userId,
      developerEmail: dev.email,
      status: 'pending',
      longDescriptionHtml: '<p>Some <strong>bold</strong> text.</p>',
    });
    const since = h.smtp.mark();
    const decision = ok(
      await moderator.browser.post(catalogPath(C.moderationSoftwareDecision, { softId: item.softId }), {
        decision: 'approve',
      }),
    );
    expect(decision).toMatchObject({
      decision: 'approve',
      actorId: moderator.userId,
      actorEmail: moderator.email,
      reason: null,
    });
    const subject = mailTexts('en').catalog.itemApproved.subject.replace('{{name}}', 'Approve Me');
    const mail = await h.smtp.waitFor(dev.email, subject, since);
    expect(mail.text).toContain(`${item.softId}`);
    expect(ok(await h.app.inject({ url: catalogPath(C.item, { slug: 'approve-me' }) })).status).toBe('published');
    // Decided once: a second decision is refused.
    expectError(
      await moderator.browser.post(catalogPath(C.moderationSoftwareDecision, { softId: item.softId }), {
        decision: 'reject',
        reason: 'late',
      }),
      409,
      'MODERATION_NOT_PENDING',
    );
    const history = ok(
      await moderator.browser.get(catalogPath(C.moderationSoftwareHistory, { softId: item.softId })),
    ).records;
    expect(history.map((e: { decision: string }) => e.decision)).toEqual(['approve', 'submitted']);
    expect(history[1]).toMatchObject({ actorId: dev.userId });
  });

  it('rejects an item with a reason the developer sees and gets by mail in their language', async () => {
    const dev = await h.account('developer');
    await h.database.db
      .updateTable('userAccount')
      .set({ interfaceLanguage: 'ru' })
      .where('id', '=', dev.userId)
      .execute();
    const item = await h.submit(dev.browser, { name: 'Reject Me', slug: 'reject-me' });
    const moderator = await h.staff('moderator');
    const path = catalogPath(C.moderationSoftwareDecision, { softId: item.softId });
    // A rejection needs a reason.
    expectError(await moderator.browser.post(path, { decision: 'reject' }), 400, 'ERROR_VALIDATION');
    const since = h.smtp.mark();
    ok(await moderator.browser.post(path, { decision: 'reject', reason: 'The description is empty of facts.' }));
    const subject = mailTexts('ru').catalog.itemRejected.subject.replace('{{name}}', 'Reject Me');
    const mail = await h.smtp.waitFor(dev.email, subject, since);
    expect(mail.text).toContain('The description is empty of facts.');
    const mine = ok(await dev.browser.get(SOFTWARE_PATHS.software)).items[0];
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'The description is empty of facts.' });
    expect(ok(await dev.browser.get(catalogPath(C.developerItem, { ref: 'reject-me' })))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The description is empty of facts.',
    });
    // Not public; resubmitting puts it back in the queue.
    expectError(await h.app.inject({ url: catalogPath(C.item, { slug: 'reject-me' }) }), 404, 'ERROR_NOT_FOUND');
    const current = ok(await dev.browser.get(catalogPath(C.developerItem, { ref: item.softId })));
    const again = ok(
      await dev.browser.put(catalogPath(C.developerItem, { ref: item.softId }), {
        name: current.name,
        slug: current.slug,
        shortDescription: 'Now with facts.',
        longDescription: current.longDescription,
        categories: current.categories,
        priceModel: current.priceModel,
      }),
    );
    expect(again).toMatchObject({ status: 'pending', rejectionReason: null });
    const history = ok(
      await moderator.browser.get(catalogPath(C.moderationSoftwareHistory, { softId: item.softId })),
    ).records;
    expect(history.map((e: { decision: string }) => e.decision)).toEqual(['submitted', 'reject', 'submitted']);
  });

  it('moderates reviews: a rejection reason reaches the reviewer by mail and on the page', async () => {
    const dev = await h.account('developer');
    const item = await h.submit(dev.browser, { name: 'Reviewed', slug: 'moderated-reviews' });
    await h.decide(item.softId);
    const reviewer = await h.account('customer');
    await h.tasks(item.softId, reviewer.userId, 1);
    const review = (
      await reviewer.browser.post(catalogPath(C.reviews, { id: item.softId }), {
        rating: 1,
        text: 'Buy my product instead!',
      })
    ).json();
    const moderator = await h.staff('moderator');
    const queue = ok(await moderator.browser.get(C.moderationReviews));
    expect(queue.records.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      authorId: reviewer.userId,
      authorEmail: reviewer.email,
      softwareName: 'Reviewed',
      softwareSlug: 'moderated-reviews',
    });
    const since = h.smtp.mark();
    const path = catalogPath(C.moderationReviewDecision, { reviewId: review.id });
    ok(await moderator.browser.post(path, { decision: 'reject', reason: 'Advertising.' }));
    const subject = mailTexts('en').catalog.reviewRejected.subject.replace('{{name}}', 'Reviewed');
    expect((await h.smtp.waitFor(reviewer.email, subject, since)).text).toContain('Advertising.');
    const mine = ok(await reviewer.browser.get(catalogPath(C.reviews, { id: item.softId }))).mine;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'Advertising.' });
    expectError(await moderator.browser.post(path, { decision: 'approve' }), 409, 'MODERATION_NOT_PENDING');
  });
});
