import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { StoredFileTable, StoredVariant } from './storage.tables.ts';

export type StoredFileRow = Selectable<StoredFileTable>;

/** A jsonb column read back: an object on both drivers (a string only where a driver leaves it so). */
function variantsOf(value: unknown): Record<string, StoredVariant> {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, StoredVariant>;
}

const toRow = (r: Omit<StoredFileRow, 'variants'> & { variants: unknown }): StoredFileRow => ({
  ...r,
  ownerId: r.ownerId === null ? null : Number(r.ownerId),
  byteSize: Number(r.byteSize),
  variants: variantsOf(r.variants),
});

/** Queries of the stored files' table. */
export const storageRepo = {
  async insert(db: Db, row: StoredFileRow): Promise<void> {
    await db
      .insertInto('storedFile')
      .values({ ...row, variants: JSON.stringify(row.variants) })
      .execute();
  },

  async find(db: Db, id: string): Promise<StoredFileRow | null> {
    const row = await db.selectFrom('storedFile').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRow(row) : null;
  },

  async findMany(db: Db, ids: readonly string[]): Promise<StoredFileRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('storedFile').selectAll().where('id', 'in', ids).execute();
    return rows.map(toRow);
  },

  /** Removes the row; whether there was one. */
  async delete(db: Db, id: string): Promise<boolean> {
    const res = await db.deleteFrom('storedFile').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
