import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** One stored variant of a file: `256.webp`, `original`, … */
export interface StoredVariant {
  contentType: string;
  byteSize: number;
  width?: number;
  height?: number;
}

/** An uploaded file; its bytes live in the storage back end under `files/<id>/<variant>`. */
export interface StoredFileTable {
  id: string;
  ownerId: number | null;
  purpose: string;
  visibility: 'public' | 'private';
  contentType: string;
  byteSize: number;
  sha256: string;
  variants: ColumnType<Record<string, StoredVariant>, string, string>;
  createdAt: Time;
}

export interface StorageTables {
  storedFile: StoredFileTable;
}
