import { createHash, randomBytes } from 'node:crypto';
import { type FilePurpose, type FileVisibility, fileUrl, type StoredFileReply } from '@crowdsolve/contract';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { BlobStore } from './blob-store.ts';
import { type Claim, detectType, IMAGE_TYPES, POLICIES } from './file-policy.ts';
import { imageVariants } from './images.ts';
import { type StoredFileRow, storageRepo } from './storage.repo.ts';
import type { StoredVariant } from './storage.tables.ts';

/** A stored file as other modules see it. */
export interface StoredFile extends Omit<StoredFileRow, 'purpose'> {
  purpose: FilePurpose;
}

export interface PutOptions extends Claim {
  purpose: FilePurpose;
  /** The uploader (null: the system, e.g. seeded content). */
  ownerId: number | null;
  /** Default: the purpose's (logos, screenshots and article images public; the rest private). */
  visibility?: FileVisibility;
}

/** Decides whether someone other than the owner or staff may read a private file of a purpose. */
export type ReadCheck = (file: StoredFile, principal: Principal | null) => boolean | Promise<boolean>;

export interface StorageService {
  /** Checks `data` by content and size for the purpose, re-encodes images, stores every variant. */
  put(data: Buffer, options: PutOptions): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | null>;
  getMany(ids: readonly string[]): Promise<StoredFile[]>;
  /** One variant's bytes, or null when the file or the variant does not exist. */
  read(id: string, variant: string): Promise<{ file: StoredFile; variant: StoredVariant; body: Buffer } | null>;
  /** Removes the file and every variant; whether it existed. */
  delete(id: string): Promise<boolean>;
  /** The URL of a variant (the same path for public and private files). */
  urlFor(id: string, variant: string): string;
  /** The variant `url` points to: a logo's 256 px, a screenshot's widest, a document's `original`. */
  mainVariant(file: Pick<StoredFile, 'purpose' | 'variants'>): string;
  /** The file as the API answers it. */
  describe(file: StoredFile): StoredFileReply;
  /** Lets a module open private files of its purpose to more people (e.g. a ticket's staff). */
  allowRead(purpose: FilePurpose, check: ReadCheck): void;
  /** Public files: anyone; private: the owner, an admin or moderator, or a registered check. */
  canRead(file: StoredFile, principal: Principal | null): Promise<boolean>;
}

const keyOf = (id: string, variant: string) => `files/${id}/${variant}`;

export function storageService(deps: { db: Db; clock: Clock; blobs: BlobStore }): StorageService {
  const { db, clock, blobs } = deps;
  const checks = new Map<FilePurpose, ReadCheck[]>();
  const asFile = (row: StoredFileRow) => row as StoredFile;

  const service: StorageService = {
    async put(data, options) {
      const policy = POLICIES[options.purpose];
      if (data.length > policy.maxBytes) throw new AppError('FILE_TOO_LARGE');
      const contentType = await detectType(data, policy, options);
      const id = randomBytes(16).toString('base64url');
      const parts: { name: string; contentType: string; body: Buffer; width?: number; height?: number }[] =
        policy.images && (IMAGE_TYPES as readonly string[]).includes(contentType)
          ? await imageVariants(data, policy.images)
          : [{ name: 'original', contentType, body: data }];
      const variants: Record<string, StoredVariant> = {};
      for (const p of parts) {
        variants[p.name] = {
          contentType: p.contentType,
          byteSize: p.body.length,
          ...(p.width ? { width: p.width, height: p.height as number } : {}),
        };
      }
      const row: StoredFileRow = {
        id,
        ownerId: options.ownerId,
        purpose: options.purpose,
        visibility: options.visibility ?? policy.visibility,
        contentType,
        byteSize: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        variants,
        createdAt: clock.now(),
      };
      try {
        await Promise.all(parts.map((p) => blobs.put(keyOf(id, p.name), p.body, p.contentType)));
        await storageRepo.insert(db, row);
      } catch (err) {
        await Promise.allSettled(parts.map((p) => blobs.delete(keyOf(id, p.name))));
        throw err;
      }
      return asFile(row);
    },

    async get(id) {
      const row = await storageRepo.find(db, id);
      return row ? asFile(row) : null;
    },

    async getMany(ids) {
      return (await storageRepo.findMany(db, ids)).map(asFile);
    },

    async read(id, variantName) {
      const file = await service.get(id);
      const variant = file && Object.hasOwn(file.variants, variantName) ? file.variants[variantName] : undefined;
      if (!file || !variant) return null;
      const body = await blobs.get(keyOf(id, variantName));
      return body ? { file, variant, body } : null;
    },

    async delete(id) {
      const file = await service.get(id);
      if (!file || !(await storageRepo.delete(db, id))) return false;
      await Promise.all(Object.keys(file.variants).map((v) => blobs.delete(keyOf(id, v))));
      return true;
    },

    urlFor: (id, variant) => fileUrl(id, variant),

    mainVariant(file) {
      const main = POLICIES[file.purpose].mainImageVariant;
      if (main && Object.hasOwn(file.variants, main)) return main;
      return Object.hasOwn(file.variants, 'original') ? 'original' : (Object.keys(file.variants).at(-1) ?? 'original');
    },

    describe(file) {
      const variants: Record<string, string> = {};
      for (const name of Object.keys(file.variants)) variants[name] = fileUrl(file.id, name);
      return {
        id: file.id,
        purpose: file.purpose,
        visibility: file.visibility,
        contentType: file.contentType,
        byteSize: file.byteSize,
        url: fileUrl(file.id, service.mainVariant(file)),
        variants,
        createdAt: file.createdAt.toISOString(),
      };
    },

    allowRead(purpose, check) {
      checks.set(purpose, [...(checks.get(purpose) ?? []), check]);
    },

    async canRead(file, principal) {
      if (file.visibility === 'public') return true;
      if (!principal) return false;
      if (file.ownerId === principal.userId || principal.permissions.admin || principal.permissions.moderator) {
        return true;
      }
      for (const check of checks.get(file.purpose) ?? []) {
        if (await check(file, principal)) return true;
      }
      return false;
    },
  };
  return service;
}
