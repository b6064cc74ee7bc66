/**
 * File storage: uploads checked by content, images re-encoded into the sizes pages need, bytes in a
 * local folder (DATA_DIR/files) or an S3-compatible bucket (STORAGE_DRIVER=s3).
 *
 * HTTP (paths in `STORAGE_PATHS` of @crowdsolve/contract):
 * - `POST /api/v2/files?purpose=…` (session + CSRF, multipart with one file part) → 201
 *   `{ id, purpose, visibility, contentType, byteSize, url, variants: { name: url }, createdAt }`.
 * - `GET /api/v2/files/{id}`: the same description (public files: anyone; private: see canRead).
 * - `GET /files/{id}/{variant}`: the bytes; public files `Cache-Control: public, max-age=31536000,
 *   immutable`; private files only for the owner, staff or a purpose's `allowRead` check.
 *
 * Variants by purpose (`mainVariant` is what `url` points to):
 * - `software-logo` (public, images ≤ 5 MB): `64|128|256.webp` and `64|128|256.png`, square,
 *   transparent padding; main `256.webp`.
 * - `software-screenshot`, `article-image` (public, images ≤ 5 MB): `640.webp`, `1280.webp` wide
 *   (never enlarged); main `1280.webp`.
 * - `ticket-attachment` (private, ≤ 10 MB): images as `640.webp`, `1920.webp`; PDF, ZIP and text
 *   as `original`.
 * - `dataset` (private, ≤ 50 MB): ZIP, gzip, CSV, JSON, text as `original`.
 *
 * Other modules keep file ids (e.g. the catalogue's `logoFileId`, `screenshotFileIds`) and use
 * the `StorageService`: `put`, `get`, `getMany`, `read`, `delete`, `urlFor(id, variant)`
 * (synchronous: `/files/{id}/{variant}`), `mainVariant`, `describe`, `allowRead`, `canRead`.
 * Check a referenced id with `get(id)`: its `purpose` and `ownerId` tell whether it fits.
 */
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { s3BlobStore } from './blob-store.s3.ts';
import { type BlobStore, localBlobStore } from './blob-store.ts';
import { storageRoutes } from './storage.routes.ts';
import { storageService } from './storage.service.ts';

export type { BlobStore } from './blob-store.ts';
export type { PutOptions, ReadCheck, StorageService, StoredFile } from './storage.service.ts';
export type { StoredVariant } from './storage.tables.ts';

/** The back end the configuration names (the S3 client is loaded only when used). */
export async function blobStoreOf(config: StorageConfig): Promise<BlobStore> {
  return config.driver === 'local' ? localBlobStore(config.dir) : s3BlobStore(config);
}

/** Registers the upload and file routes; returns the service other modules use. */
export async function registerStorage(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: StorageConfig; blobs?: BlobStore },
) {
  const storage = storageService({
    db: deps.db,
    clock: deps.clock,
    blobs: deps.blobs ?? (await blobStoreOf(deps.config)),
  });
  await app.register(storageRoutes({ storage }));
  return { storage };
}
