import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { errorCode } from '../billing/test-support.ts';
import type { BlobStore } from './blob-store.ts';
import { type StorageService, storageService } from './storage.service.ts';
import { BACKENDS, sampleExe, sampleImage } from './test-support.ts';

const MB = 1024 * 1024;

const pglite = DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[number];
/** A loaded machine migrates a fresh database slowly. */
const SLOW_HOOK_MS = 240_000;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await pglite.open();
}, SLOW_HOOK_MS);
afterAll(async () => {
  await database?.close();
});

describe.each(BACKENDS)('storage on the $name back end', (backend) => {
  let blobs: BlobStore;
  let stop: () => Promise<void>;
  let storage: StorageService;
  const clock = manualClock(new Date('2026-11-25T05:00:00Z'));

  beforeAll(async () => {
    ({ blobs, stop } = await backend.start());
    storage = storageService({ db: database.db, clock, blobs });
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await stop?.();
  });

  it('stores a document, reads it back byte for byte and deletes it', async () => {
    const csv = Buffer.from('id,answer\n1,abc\n2,xyz\n');
    const file = await storage.put(csv, { purpose: 'dataset', ownerId: null, fileName: 'answers.csv' });
    expect(file).toMatchObject({
      purpose: 'dataset',
      visibility: 'private',
      contentType: 'text/csv',
      byteSize: csv.length,
      sha256: createHash('sha256').update(csv).digest('hex'),
      variants: { original: { contentType: 'text/csv', byteSize: csv.length } },
      createdAt: clock.now(),
    });
    expect(file.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await storage.get(file.id))?.sha256).toBe(file.sha256);
    const read = await storage.read(file.id, 'original');
    expect(read?.body.equals(csv)).toBe(true);
    expect(await storage.read(file.id, '256.webp')).toBeNull();
    expect(storage.urlFor(file.id, 'original')).toBe(`/files/${file.id}/original`);

    expect(await storage.delete(file.id)).toBe(true);
    expect(await storage.get(file.id)).toBeNull();
    expect(await storage.read(file.id, 'original')).toBeNull();
    expect(await blobs.get(`files/${file.id}/original`)).toBeNull();
    expect(await storage.delete(file.id)).toBe(false);
  });

  it('re-encodes a logo into square webp and png sizes without its metadata', async () => {
    const logo = await storage.put(await sampleImage(600, 300, 'jpeg'), {
      purpose: 'software-logo',
      ownerId: null,
      fileName: 'logo.jpg',
      declaredType: 'image/jpeg',
    });
    expect(logo.visibility).toBe('public');
    expect(logo.contentType).toBe('image/jpeg');
    expect(Object.keys(logo.variants).sort()).toEqual(
      ['128.png', '128.webp', '256.png', '256.webp', '64.png', '64.webp'].sort(),
    );
    for (const [name, variant] of Object.entries(logo.variants)) {
      const [size, format] = name.split('.');
      const read = await storage.read(logo.id, name);
      const meta = await sharp(read?.body).metadata();
      expect({ w: meta.width, h: meta.height, format: meta.format, exif: meta.exif }).toEqual({
        w: Number(size),
        h: Number(size),
        format,
        exif: undefined,
      });
      expect(variant).toEqual({
        contentType: `image/${format}`,
        byteSize: read?.body.length,
        width: Number(size),
        height: Number(size),
      });
    }
    expect(storage.describe(logo).url).toBe(`/files/${logo.id}/256.webp`);
  });

  it('scales a screenshot to 640 and 1280 px wide, never enlarging a small one', async () => {
    const big = await storage.put(await sampleImage(2000, 1000), { purpose: 'software-screenshot', ownerId: null });
    expect(big.variants['640.webp']).toMatchObject({ width: 640, height: 320 });
    expect(big.variants['1280.webp']).toMatchObject({ width: 1280, height: 640 });
    const small = await storage.put(await sampleImage(800, 600, 'webp'), {
      purpose: 'software-screenshot',
      ownerId: null,
    });
    expect(small.variants['1280.webp']).toMatchObject({ width: 800, height: 600 });
    const body = (await storage.read(small.id, '1280.webp'))?.body as Buffer;
    expect((await sharp(body).metadata()).exif).toBeUndefined();
  });

  it('refuses a disguised file: a program named .png, HTML sent as image/png', async () => {
    expect(
      await errorCode(storage.put(sampleExe(), { purpose: 'software-logo', ownerId: null, fileName: 'logo.png' })),
    ).toBe('FILE_CONTENT_MISMATCH');
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(
      await errorCode(storage.put(html, { purpose: 'software-logo', ownerId: null, declaredType: 'image/png' })),
    ).toBe('FILE_CONTENT_MISMATCH');
    expect(
      await errorCode(storage.put(html, { purpose: 'ticket-attachment', ownerId: null, fileName: 'notes.txt' })),
    ).toBe('FILE_CONTENT_MISMATCH');
    // A real PNG under a JPEG name is not what it says either.
    const png = await sampleImage(64, 64);
    expect(await errorCode(storage.put(png, { purpose: 'software-logo', ownerId: null, fileName: 'a.jpg' }))).toBe(
      'FILE_CONTENT_MISMATCH',
    );
    // Without a claim, a type the purpose does not take.
    expect(await errorCode(storage.put(sampleExe(), { purpose: 'ticket-attachment', ownerId: null }))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(await errorCode(storage.put(png, { purpose: 'dataset', ownerId: null }))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await errorCode(storage.put(Buffer.alloc(0), { purpose: 'dataset', ownerId: null }))).toBe('FILE_EMPTY');
  });

  it('refuses a file over the purpose size limit and a broken image', async () => {
    const big = Buffer.concat([await sampleImage(32, 32), Buffer.alloc(5 * MB)]);
    expect(await errorCode(storage.put(big, { purpose: 'software-logo', ownerId: null }))).toBe('FILE_TOO_LARGE');
    const truncated = (await sampleImage(400, 400)).subarray(0, 200);
    expect(await errorCode(storage.put(truncated, { purpose: 'software-logo', ownerId: null }))).toBe(
      'FILE_IMAGE_INVALID',
    );
  });
});
