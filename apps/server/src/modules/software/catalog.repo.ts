import { CATALOG_PAGE_SIZE, type CatalogSorting, type PriceModel } from '@crowdsolve/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { announce, SOFTWARE_CHANGED } from '../../platform/notify.ts';
import type { StoredSoftwareStatus } from './software.tables.ts';

/** Words of a search text (letters and digits of any script), at most 8. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** `like` pattern matching `text` anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns of a catalogue item as the service presents it. */
const ITEM_COLUMNS = [
  's.id',
  's.developerId',
  's.name',
  's.url',
  's.slug',
  's.shortDescription',
  's.longDescription',
  's.categories',
  's.logoFileId',
  's.screenshotFileIds',
  's.platforms',
  's.captchaTypes',
  's.priceModel',
  's.status',
  's.rejectionReason',
  's.submittedAt',
  's.publishedAt',
  's.createdAt',
  's.disabledAt',
  's.pendingChange',
  's.changeSubmittedAt',
  's.changeRejectionReason',
] as const;

/** Items with their figures, rating and developer (live developers only). */
function items(db: Db) {
  return db
    .selectFrom('software as s')
    .innerJoin('userAccount as u', 'u.id', 's.developerId')
    .leftJoin('softwareFigures as f', 'f.softwareId', 's.id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('softwareReview')
          .select((r) => [
            'softwareId',
            sql<number>`round(avg(${r.ref('rating')}), 1)::float8`.as('ratingAverage'),
            sql<number>`count(*)::int`.as('ratingCount'),
          ])
          .where('status', '=', 'published')
          .groupBy('softwareId')
          .as('r'),
      (join) => join.onRef('r.softwareId', '=', 's.id'),
    )
    .select(ITEM_COLUMNS)
    .select((eb) => [
      sql<number>`coalesce(${eb.ref('f.tasksMonth')}, 0)`.as('tasksMonth'),
      sql<number>`coalesce(${eb.ref('f.usersMonth')}, 0)`.as('usersMonth'),
      'r.ratingAverage',
      sql<number>`coalesce(${eb.ref('r.ratingCount')}, 0)`.as('ratingCount'),
      'u.name as developerName',
      'u.email as developerEmail',
    ]);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof items>['executeTakeFirstOrThrow']>>;

/** The fields the developer's form writes. */
export interface ItemValues {
  name: string;
  slug: string;
  url: string | null;
  shortDescription: string;
  longDescription: string;
  categories: string[];
  logoFileId: string | null;
  screenshotFileIds: string[];
  platforms: string[];
  captchaTypes: string[];
  priceModel: PriceModel;
}

/** Queries of the catalogue. Every method takes the database or a transaction. */
export const catalogRepo = {
  categories(db: Db) {
    return db.selectFrom('softwareCategory').selectAll().orderBy('position').orderBy('slug').execute();
  },

  /** One page of published items of live developers and the number of all that match. */
  async listPublished(
    db: Db,
    query: { page: number; sorting: CatalogSorting; categories: string[]; terms: string[]; text: string },
  ) {
    const tsquery = query.terms.length ? query.terms.map((t) => `${t}:*`).join(' & ') : null;
    const q = tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
    const conditions = [
      sql`s.status = 'published'`,
      sql`s.disabled_at is null`,
      sql`u.deleted_at is null`,
      sql`u.banned_at is null`,
    ];
    if (query.categories.length) conditions.push(sql`s.categories && ${sql.val(query.categories)}::text[]`);
    if (q) conditions.push(sql`(s.search @@ ${q} or s.name ilike ${containing(query.text)})`);
    const filter = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    let list = items(db).where(filter);
    const popular = [sql`coalesce(f.tasks_month, 0) desc`, sql`coalesce(f.users_month, 0) desc`];
    const order =
      query.sorting === 'new'
        ? [sql`s.published_at desc nulls last`]
        : query.sorting === 'rating'
          ? [sql`r.rating_average desc nulls last`, sql`coalesce(r.rating_count, 0) desc`, ...popular]
          : query.sorting === 'relevant' && q
            ? // Relevance: the text rank (a name match counts as a strong one) grown by popularity.
              [
                sql`(ts_rank(s.search, ${q}) + case when s.name ilike ${containing(query.text)} then 1 else 0 end)
                  * ln(exp(1) + coalesce(f.tasks_month, 0)) desc`,
                ...popular,
              ]
            : popular;
    for (const o of order) list = list.orderBy(o);
    const rows = await list
      .orderBy('s.id', 'desc')
      .limit(CATALOG_PAGE_SIZE)
      .offset(query.page * CATALOG_PAGE_SIZE)
      .execute();
    const total = await db
      .selectFrom('software as s')
      .innerJoin('userAccount as u', 'u.id', 's.developerId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(filter)
      .executeTakeFirstOrThrow();
    return { rows, totalCount: Number(total.n) };
  },

  /** An item by slug or by id, any status. */
  findItem(db: Db, by: { slug: string } | { id: number }) {
    const query = items(db);
    return ('slug' in by ? query.where('s.slug', '=', by.slug) : query.where('s.id', '=', by.id)).executeTakeFirst();
  },

  /** Items by id (moderation queue), in the order asked. */
  async findItems(db: Db, ids: readonly number[]) {
    if (!ids.length) return [];
    const rows = await items(db).where('s.id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** Whether another software has this slug, live or in a change waiting for moderation. */
  async slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
    let query = db
      .selectFrom('software')
      .select('id')
      .where((eb) => eb.or([eb('slug', '=', slug), eb(sql`pending_change->>'slug'`, '=', slug)]));
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async insertItem(
    db: Db,
    values: ItemValues & { developerId: number; status: StoredSoftwareStatus; createdAt: Date; submittedAt: Date },
  ) {
    const row = await db.insertInto('software').values(values).returning('id').executeTakeFirstOrThrow();
    announce(SOFTWARE_CHANGED, '*');
    return row.id;
  },

  async updateItem(
    db: Db,
    id: number,
    values: Partial<ItemValues> & {
      status?: StoredSoftwareStatus;
      submittedAt?: Date;
      publishedAt?: Date | null;
      rejectionReason?: string | null;
      /** A published item's change waiting for moderation (null: none). */
      pendingChange?: ItemValues | null;
      changeSubmittedAt?: Date | null;
      changeRejectionReason?: string | null;
    },
  ) {
    const { pendingChange, ...rest } = values;
    const set =
      pendingChange === undefined
        ? rest
        : { ...rest, pendingChange: pendingChange === null ? null : JSON.stringify(pendingChange) };
    await db.updateTable('software').set(set).where('id', '=', id).execute();
    announce(SOFTWARE_CHANGED, '*');
  },

  /** Locks the item's row for a decision on it; its status. */
  lockItem(db: Db, id: number) {
    return db
      .selectFrom('software')
      .select(['id', 'status', 'developerId', 'name', 'slug', 'pendingChange'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /**
   * Recomputes every software's figures of the month `now` is in: tasks sent with its soft_id
   * and the distinct customers who sent them (the index on task (soft_id, created_at) serves it).
   */
  async refreshFigures(db: Db, now: Date) {
    const month = `${now.toISOString().slice(0, 7)}-01`;
    await sql`
      insert into software_figures (software_id, month, tasks_month, users_month, computed_at)
      select s.id, ${month}::date, coalesce(t.tasks, 0), coalesce(t.users, 0), ${now}
      from software s
      left join (
        select soft_id, count(*) as tasks, count(distinct customer_id) as users
        from task
        where soft_id is not null and created_at >= ${month}::date and created_at < ${now}
        group by soft_id
      ) t on t.soft_id = s.id
      on conflict (software_id) do update set month = excluded.month, tasks_month = excluded.tasks_month,
        users_month = excluded.users_month, computed_at = excluded.computed_at`.execute(db);
  },

  /** When the figures were last computed (null: never). */
  async figuresComputedAt(db: Db): Promise<Date | null> {
    const row = await db
      .selectFrom('softwareFigures')
      .select((eb) => eb.fn.max('computedAt').as('at'))
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  },
};
