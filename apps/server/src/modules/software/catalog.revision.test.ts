import { CATALOG_PATHS as C, catalogPath, SOFTWARE_PATHS } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, mailTexts, ok } from '../../../test/smtp.ts';
import { catalogHarness, form, type Harness } from './catalog-harness.ts';

type Browser = Awaited<ReturnType<Harness['account']>>['browser'];

describe.each(DATABASE_TARGETS)('changes of published catalogue items on $name', (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await catalogHarness(target);
    // Opening a fresh embedded database and the app takes long on a busy machine.
  }, 180_000);
  afterAll(async () => h?.close());

  /** A published item of a new developer. */
  async function published(slug: string) {
    const dev = await h.account('developer');
    const body = form({ name: `Live ${slug}`, slug, shortDescription: 'The old text.' });
    const item = await h.submit(dev.browser, body);
    await h.decide(item.softId);
    const edit = (over: Partial<typeof body>) =>
      dev.browser.put(catalogPath(C.developerItem, { ref: item.softId }), { ...body, ...over });
    return { dev, item, body, edit };
  }
  const inList = async (text: string) =>
    ok(await h.app.inject({ url: `${C.software}?text=${encodeURIComponent(text)}` })).records as {
      id: number;
      shortDescription: string;
    }[];
  const detail = (slug: string) => h.app.inject({ url: catalogPath(C.item, { slug }) });
  const queued = async (browser: Browser, softId: number) =>
    ok(await browser.get(C.moderationSoftware)).records.find((r: { softId: number }) => r.softId === softId);

  it('keeps the published version in the catalogue while the change waits; the form shows the change', async () => {
    const { dev, item, edit } = await published('keeps-live');
    const saved = ok(await edit({ shortDescription: 'The new text.', longDescription: 'New **long** text.' }));
    expect(saved).toMatchObject({
      status: 'published',
      changePending: true,
      changeRejectionReason: null,
      shortDescription: 'The new text.',
    });
    // Visitors still see the published text, in the list and on the page.
    expect((await inList('Live keeps-live')).find((r) => r.id === item.softId)?.shortDescription).toBe('The old text.');
    const page = ok(await detail('keeps-live'));
    expect(page).toMatchObject({ status: 'published', shortDescription: 'The old text.', changePending: false });
    // Its owner is told, on the public page too, that a change waits.
    expect(ok(await dev.browser.get(catalogPath(C.item, { slug: 'keeps-live' })))).toMatchObject({
      shortDescription: 'The old text.',
      changePending: true,
    });
    expect(page.longDescriptionHtml).toBe('<p>Some <strong>bold</strong> text.</p>');
    // The developer's form and list show the change and that the item is live.
    expect(ok(await dev.browser.get(catalogPath(C.developerItem, { ref: 'keeps-live' })))).toMatchObject({
      shortDescription: 'The new text.',
      status: 'published',
      changePending: true,
    });
    expect(ok(await dev.browser.get(SOFTWARE_PATHS.software)).items[0]).toMatchObject({
      status: 'published',
      changePending: true,
      changeRejectionReason: null,
    });
    // The queue shows what changed beside the live version.
    const moderator = await h.staff('moderator');
    expect(await queued(moderator.browser, item.softId)).toMatchObject({
      status: 'published',
      changePending: true,
      shortDescription: 'The new text.',
      longDescriptionHtml: '<p>New <strong>long</strong> text.</p>',
      changedFields: ['shortDescription', 'longDescription'],
      live: { shortDescription: 'The old text.', longDescription: 'Some **bold** text.' },
    });
  });

  it('approving the change applies it and mails the developer; the item never left the catalogue', async () => {
    const { dev, item, edit } = await published('approve-change');
    ok(await edit({ name: 'Renamed App', slug: 'approved-change', shortDescription: 'The new text.' }));
    const since = h.smtp.mark();
    await h.decide(item.softId);
    const subject = mailTexts('en').catalog.itemApproved.subject.replace('{{name}}', 'Renamed App');
    expect((await h.smtp.waitFor(dev.email, subject, since)).text).toContain('/software/approved-change');
    expect(ok(await detail('approved-change'))).toMatchObject({
      name: 'Renamed App',
      shortDescription: 'The new text.',
      status: 'published',
    });
    expectError(await detail('approve-change'), 404, 'ERROR_NOT_FOUND');
    expect(ok(await dev.browser.get(catalogPath(C.developerItem, { ref: item.softId })))).toMatchObject({
      changePending: false,
      changeRejectionReason: null,
    });
    const moderator = await h.staff('moderator');
    expect(await queued(moderator.browser, item.softId)).toBeUndefined();
    // Nothing waits any more: another decision is refused.
    expectError(
      await moderator.browser.post(catalogPath(C.moderationSoftwareDecision, { softId: item.softId }), {
        decision: 'approve',
      }),
      409,
      'MODERATION_NOT_PENDING',
    );
  });

  it('rejecting the change keeps the published text and gives the developer the reason', async () => {
    const { dev, item, edit } = await published('reject-change');
    ok(await edit({ shortDescription: 'Spammy new text.' }));
    const since = h.smtp.mark();
    await h.decide(item.softId, 'reject', 'Too much advertising.');
    const subject = mailTexts('en').catalog.itemRejected.subject.replace('{{name}}', 'Live reject-change');
    expect((await h.smtp.waitFor(dev.email, subject, since)).text).toContain('Too much advertising.');
    expect(ok(await detail('reject-change'))).toMatchObject({ status: 'published', shortDescription: 'The old text.' });
    expect(ok(await dev.browser.get(catalogPath(C.developerItem, { ref: item.softId })))).toMatchObject({
      status: 'published',
      shortDescription: 'The old text.',
      changePending: false,
      changeRejectionReason: 'Too much advertising.',
      rejectionReason: null,
    });
    expect(ok(await dev.browser.get(SOFTWARE_PATHS.software)).items[0]).toMatchObject({
      status: 'published',
      changePending: false,
      changeRejectionReason: 'Too much advertising.',
    });
    const moderator = await h.staff('moderator');
    const history = ok(await moderator.browser.get(catalogPath(C.moderationSoftwareHistory, { softId: item.softId })));
    expect(history.records.map((e: { decision: string }) => e.decision)).toEqual([
      'reject',
      'submitted',
      'approve',
      'submitted',
    ]);
    // A new change clears the reason and waits again.
    expect(ok(await edit({ shortDescription: 'Honest new text.' }))).toMatchObject({
      changePending: true,
      changeRejectionReason: null,
    });
  });

  it('a second edit replaces the waiting change; saving the live values withdraws it', async () => {
    const { item, body, edit } = await published('second-edit');
    ok(await edit({ shortDescription: 'First change.' }));
    ok(await edit({ shortDescription: 'Second change.' }));
    const moderator = await h.staff('moderator');
    expect(await queued(moderator.browser, item.softId)).toMatchObject({ shortDescription: 'Second change.' });
    await h.decide(item.softId);
    expect(ok(await detail('second-edit')).shortDescription).toBe('Second change.');
    // Another change, then the live values again: nothing waits.
    ok(await edit({ shortDescription: 'Third change.' }));
    expect(ok(await edit({ ...body, shortDescription: 'Second change.' }))).toMatchObject({ changePending: false });
    expect(await queued(moderator.browser, item.softId)).toBeUndefined();
  });

  it('a waiting change holds its new slug against other items', async () => {
    const { edit } = await published('slug-holder');
    ok(await edit({ slug: 'slug-wanted' }));
    const other = await h.account('developer');
    const res = await other.browser.post(C.developerCatalog, form({ slug: 'slug-wanted' }));
    expectError(res, 409, 'CATALOG_SLUG_TAKEN');
  });
});
