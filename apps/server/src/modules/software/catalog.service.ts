import {
  CATALOG_TEXT_MIN,
  type CatalogCategoriesReply,
  type CatalogItem,
  type CatalogItemDetail,
  type CatalogListParams,
  type CatalogListReply,
  type DeveloperSoftware,
  type Platform,
  SOFTWARE_LIVE_MAX,
  type SoftwareForm,
  type TaskKindId,
} from '@crowdsolve/contract';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { renderDescription } from '../../platform/markdown.ts';
import { userDirectory } from '../identity/index.ts';
import { type CatalogFile, type CatalogFiles, imageOf } from './catalog.files.ts';
import { catalogRepo, type ItemRow, type ItemValues, searchTerms } from './catalog.repo.ts';
import { pendingOf, sameValues, withPending } from './catalog.revision.ts';
import { isStaff, parseRef, publicName, statusOf } from './catalog.shared.ts';
import { moderationRepo } from './moderation.repo.ts';
import { softwareRepo } from './software.repo.ts';
import { limitReached } from './software.service.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The public catalogue and the developer's catalogue form. `files` (the storage) checks that a
 * logo or screenshot id is the developer's upload of the right purpose and gives its URLs;
 * without it, ids are kept as given and URLs follow the storage's naming.
 */
export function catalogService(deps: { db: Db; clock: Clock; files?: CatalogFiles | null }) {
  const { db, clock } = deps;
  const files = deps.files ?? null;

  async function describe(rows: { logoFileId: string | null; screenshotFileIds: string[] }[]) {
    if (!files) return new Map<string, CatalogFile>();
    const ids = [...new Set(rows.flatMap((r) => [...(r.logoFileId ? [r.logoFileId] : []), ...r.screenshotFileIds]))];
    return ids.length ? files.describe(ids) : new Map<string, CatalogFile>();
  }
  const image = (
    id: string | null,
    purpose: 'software-logo' | 'software-screenshot',
    known: Map<string, CatalogFile>,
  ) => (files && id && !known.has(id) ? null : imageOf(id, purpose, known));

  function card(row: ItemRow, known: Map<string, CatalogFile>): CatalogItem {
    return {
      id: row.id,
      slug: row.slug ?? '',
      name: row.name,
      shortDescription: row.shortDescription,
      logo: image(row.logoFileId, 'software-logo', known),
      categories: row.categories,
      platforms: row.platforms as Platform[],
      captchaTypes: row.captchaTypes as TaskKindId[],
      priceModel: row.priceModel,
      rating: {
        average: row.ratingAverage === null ? null : Number(row.ratingAverage),
        count: Number(row.ratingCount),
      },
      tasksThisMonth: Number(row.tasksMonth),
      usersThisMonth: Number(row.usersMonth),
      publishedAt: iso(row.publishedAt),
    };
  }

  function developerView(row: ItemRow, known: Map<string, CatalogFile>): DeveloperSoftware {
    return {
      softId: row.id,
      slug: row.slug,
      name: row.name,
      shortDescription: row.shortDescription,
      longDescription: row.longDescription,
      categories: row.categories,
      logoFileId: row.logoFileId,
      logo: image(row.logoFileId, 'software-logo', known),
      screenshotFileIds: row.screenshotFileIds,
      screenshots: row.screenshotFileIds.flatMap((id) => image(id, 'software-screenshot', known) ?? []),
      homepage: row.url,
      platforms: row.platforms as Platform[],
      captchaTypes: row.captchaTypes as TaskKindId[],
      priceModel: row.priceModel,
      status: statusOf(row),
      rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
      changePending: row.pendingChange !== null,
      changeRejectionReason: row.pendingChange === null ? row.changeRejectionReason : null,
      createdAt: new Date(row.createdAt).toISOString(),
      publishedAt: iso(row.publishedAt),
    };
  }

  /** The item as its developer edits it: a change waiting for moderation over the live fields. */
  async function draftViews(rows: ItemRow[]) {
    const drafts = rows.map(withPending);
    const known = await describe([...rows, ...drafts]);
    return drafts.map((row) => developerView(row, known));
  }

  /** Whether anyone may see the item: published, enabled, its developer's account live. */
  const isPublic = (row: ItemRow) => row.status === 'published' && row.disabledAt === null;

  /** Checks the form's categories and files; the values to store. */
  async function checked(developerId: number, form: SoftwareForm): Promise<ItemValues> {
    const known = new Set((await catalogRepo.categories(db)).map((c) => c.slug));
    const categories = [...new Set(form.categories)];
    const unknown = categories.filter((c) => !known.has(c));
    if (unknown.length) {
      throw new AppError('CATALOG_UNKNOWN_CATEGORY', `Unknown categories: ${unknown.join(', ')}.`, {
        fields: [{ field: 'body.categories', message: 'unknown_category' }],
      });
    }
    const screenshots = [...new Set(form.screenshotFileIds)];
    if (files) {
      const found = await files.describe([...(form.logoFileId ? [form.logoFileId] : []), ...screenshots]);
      const fits = (id: string, purpose: string) => {
        const file = found.get(id);
        return file !== undefined && file.ownerId === developerId && file.purpose === purpose;
      };
      const bad = [
        ...(form.logoFileId && !fits(form.logoFileId, 'software-logo') ? ['body.logoFileId'] : []),
        ...(screenshots.some((id) => !fits(id, 'software-screenshot')) ? ['body.screenshotFileIds'] : []),
      ];
      if (bad.length) {
        throw new AppError('CATALOG_FILE_INVALID', 'A file is not your upload of the right kind.', {
          fields: bad.map((field) => ({ field, message: 'invalid_file' })),
        });
      }
    }
    return {
      name: form.name,
      slug: form.slug,
      url: form.homepage,
      shortDescription: form.shortDescription,
      longDescription: form.longDescription,
      categories,
      logoFileId: form.logoFileId,
      screenshotFileIds: screenshots,
      platforms: [...new Set(form.platforms)],
      captchaTypes: [...new Set(form.captchaTypes)],
      priceModel: form.priceModel,
    };
  }

  async function slugFree(trx: Db, slug: string, exceptId: number | null) {
    if (await catalogRepo.slugTaken(trx, slug, exceptId)) {
      throw new AppError('CATALOG_SLUG_TAKEN', 'This slug is taken.', {
        fields: [{ field: 'body.slug', message: 'slug_taken' }],
      });
    }
  }

  /** The developer's own item by `:ref`, or ERROR_NOT_FOUND (also for someone else's). */
  async function ownRow(developerId: number, ref: string) {
    const row = await catalogRepo.findItem(db, parseRef(ref));
    if (!row || row.developerId !== developerId) throw new AppError('ERROR_NOT_FOUND', 'No such software.');
    return row;
  }

  async function developerItem(id: number): Promise<DeveloperSoftware> {
    const row = await catalogRepo.findItem(db, { id });
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    const [view] = await draftViews([row]);
    return view as DeveloperSoftware;
  }

  return {
    isPublic,
    card,
    developerView,
    draftViews,
    describe,

    async categories(): Promise<CatalogCategoriesReply> {
      const rows = await catalogRepo.categories(db);
      return { records: rows.map((r) => ({ slug: r.slug, names: { en: r.nameEn, ru: r.nameRu, zh: r.nameZh } })) };
    },

    /** A page of the published catalogue; a text under CATALOG_TEXT_MIN characters is ignored. */
    async list(query: CatalogListParams): Promise<CatalogListReply> {
      const text = (query.text ?? '').trim();
      const terms = text.length >= CATALOG_TEXT_MIN ? searchTerms(text) : [];
      const { rows, totalCount } = await catalogRepo.listPublished(db, {
        page: query.page,
        sorting: query.sorting,
        categories: query.categories ?? [],
        terms,
        text,
      });
      const known = await describe(rows);
      return { records: rows.map((r) => card(r, known)), totalCount };
    },

    /** A published item; its owner and staff also see it unpublished. */
    async detail(slug: string, viewer: Principal | null): Promise<CatalogItemDetail> {
      const row = await catalogRepo.findItem(db, { slug: slug.toLowerCase() });
      const owned = row !== undefined && viewer !== null && row.developerId === viewer.userId;
      if (!row || !(isPublic(row) || owned || isStaff(viewer)))
        throw new AppError('ERROR_NOT_FOUND', 'No such software.');
      const known = await describe([row]);
      const mine = developerView(row, known);
      return {
        ...card(row, known),
        longDescriptionHtml: renderDescription(row.longDescription),
        homepage: row.url,
        screenshots: mine.screenshots,
        developerName: publicName(row.developerName, row.developerEmail, row.developerId),
        status: mine.status,
        owned,
        rejectionReason: owned || isStaff(viewer) ? mine.rejectionReason : null,
        changePending: (owned || isStaff(viewer)) && mine.changePending,
      };
    },

    /** The developer's item as their form shows it (with its change waiting for moderation, if any). */
    async get(developerId: number, ref: string): Promise<DeveloperSoftware> {
      const row = await ownRow(developerId, ref);
      return developerItem(row.id);
    },

    /**
     * Registers software with its catalogue form: the soft_id earns from now on; the item waits
     * for moderation. At most SOFTWARE_LIVE_MAX live software (SOFTWARE_LIMIT_REACHED).
     */
    async create(developerId: number, form: SoftwareForm): Promise<DeveloperSoftware> {
      const values = await checked(developerId, form);
      const id = await inTransaction(db, async (trx) => {
        await userDirectory.lock(trx, developerId);
        if ((await softwareRepo.countLive(trx, developerId)) >= SOFTWARE_LIVE_MAX) throw limitReached();
        await slugFree(trx, values.slug, null);
        const now = clock.now();
        const created = await catalogRepo.insertItem(trx, {
          ...values,
          developerId,
          status: 'pending',
          createdAt: now,
          submittedAt: now,
        });
        await moderationRepo.addEvent(trx, {
          softwareId: created,
          decision: 'submitted',
          actorId: developerId,
          at: now,
        });
        return created;
      });
      return developerItem(id);
    },

    /**
     * Saves the developer's form. Any change to what the catalogue shows (or a first submission
     * of a bare soft_id, or a resubmission after a rejection) goes to moderation. A published
     * item stays published with its live fields while its change waits (a later save replaces
     * the change; saving the live values again withdraws it).
     */
    async update(developerId: number, ref: string, form: SoftwareForm): Promise<DeveloperSoftware> {
      const current = await ownRow(developerId, ref);
      const values = await checked(developerId, form);
      await inTransaction(db, async (trx) => {
        const locked = await catalogRepo.lockItem(trx, current.id);
        if (!locked || locked.developerId !== developerId) throw new AppError('ERROR_NOT_FOUND');
        await slugFree(trx, values.slug, current.id);
        const same = sameValues(values, current);
        const now = clock.now();
        if (locked.status === 'published') {
          const waiting = pendingOf(locked);
          if (same) {
            if (waiting)
              await catalogRepo.updateItem(trx, current.id, { pendingChange: null, changeSubmittedAt: null });
            return;
          }
          if (waiting && sameValues(values, waiting)) return;
          await catalogRepo.updateItem(trx, current.id, {
            pendingChange: values,
            changeSubmittedAt: now,
            changeRejectionReason: null,
          });
        } else {
          if (same && locked.status === 'pending') return;
          await catalogRepo.updateItem(trx, current.id, {
            ...values,
            status: 'pending',
            submittedAt: now,
            rejectionReason: null,
          });
        }
        await moderationRepo.addEvent(trx, {
          softwareId: current.id,
          decision: 'submitted',
          actorId: developerId,
          at: now,
        });
      });
      return developerItem(current.id);
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
