import { type FilePurpose, fileUrl, type ImageRef } from '@crowdsolve/contract';

/** What the catalogue needs to know of an uploaded file. */
export interface CatalogFile {
  id: string;
  ownerId: number | null;
  purpose: string;
  /** The main variant's URL. */
  url: string;
  /** Every variant's URL by name. */
  variants: Record<string, string>;
}

/**
 * The catalogue's view of the file storage (wired to the storage module's service in app.ts).
 * `describe` answers the files that exist, by id; unknown ids are absent.
 */
export interface CatalogFiles {
  describe(ids: readonly string[]): Promise<Map<string, CatalogFile>>;
}

/** The main variant of each image purpose the catalogue uses (see the storage module). */
const MAIN_VARIANT: Partial<Record<FilePurpose, string>> = {
  'software-logo': '256.webp',
  'software-screenshot': '1280.webp',
};

/** An image for a page: the described file, or (without a storage) its URL by the storage's naming. */
export function imageOf(
  id: string | null,
  purpose: 'software-logo' | 'software-screenshot',
  known: Map<string, CatalogFile>,
): ImageRef | null {
  if (!id) return null;
  const file = known.get(id);
  if (file) return { fileId: id, url: file.url, variants: file.variants };
  return { fileId: id, url: fileUrl(id, MAIN_VARIANT[purpose] ?? 'original'), variants: {} };
}

/**
 * The catalogue's view of the storage module's service (`{ storage }` of registerStorage):
 * `getMany` finds the files, `describe` gives their URLs.
 */
export function catalogFilesOf<F extends { id: string; ownerId: number | null; purpose: string }>(storage: {
  getMany(ids: readonly string[]): Promise<F[]>;
  describe(file: F): { url: string; variants: Record<string, string> };
}): CatalogFiles {
  return {
    async describe(ids) {
      const found = await storage.getMany(ids);
      return new Map(
        found.map((file) => {
          const { url, variants } = storage.describe(file);
          return [file.id, { id: file.id, ownerId: file.ownerId, purpose: file.purpose, url, variants }];
        }),
      );
    },
  };
}
