import type { Permission } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { ConfigError } from '../../config.ts';
import type { Principal } from '../../platform/auth.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { localBlobStore } from './blob-store.ts';
import { type StoredFile, storageService } from './storage.service.ts';

const principal = (userId: number, roles: Partial<Record<Permission, boolean>> = {}): Principal => ({
  userId,
  sessionId: 's',
  userType: 'customer',
  permissions: { admin: false, moderator: false, ...roles },
});

const file = (over: Partial<StoredFile>): StoredFile => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  ownerId: 7,
  purpose: 'ticket-attachment',
  visibility: 'private',
  contentType: 'text/plain',
  byteSize: 1,
  sha256: '0'.repeat(64),
  variants: { original: { contentType: 'text/plain', byteSize: 1 } },
  createdAt: new Date(),
  ...over,
});

describe('who reads a stored file', () => {
  // canRead reads nothing from the database or the back end.
  const storage = storageService({ db: {} as Db, clock: systemClock, blobs: localBlobStore('/nonexistent') });

  it('lets anyone read a public file, and a private one only its owner, staff and registered checks', async () => {
    expect(await storage.canRead(file({ visibility: 'public' }), null)).toBe(true);
    const secret = file({});
    expect(await storage.canRead(secret, null)).toBe(false);
    expect(await storage.canRead(secret, principal(7))).toBe(true);
    expect(await storage.canRead(secret, principal(8))).toBe(false);
    expect(await storage.canRead(secret, principal(9, { admin: true }))).toBe(true);
    expect(await storage.canRead(secret, principal(9, { moderator: true }))).toBe(true);

    // The tickets module lets the ticket's other party in; other purposes are untouched.
    storage.allowRead('ticket-attachment', (f, p) => f.ownerId === 7 && p?.userId === 8);
    expect(await storage.canRead(secret, principal(8))).toBe(true);
    expect(await storage.canRead(secret, principal(10))).toBe(false);
    expect(await storage.canRead(file({ purpose: 'dataset' }), principal(8))).toBe(false);
  });

  it('points url at the variant pages use', () => {
    expect(storage.mainVariant({ purpose: 'software-logo', variants: file({}).variants })).toBe('original');
    const logo = {
      '64.webp': { contentType: 'image/webp', byteSize: 1 },
      '256.webp': { contentType: 'image/webp', byteSize: 1 },
    };
    expect(storage.mainVariant({ purpose: 'software-logo', variants: logo })).toBe('256.webp');
    expect(storage.urlFor('AAAAAAAAAAAAAAAAAAAAAA', '64.webp')).toBe('/files/AAAAAAAAAAAAAAAAAAAAAA/64.webp');
  });
});

describe('storage configuration', () => {
  it('keeps files under DATA_DIR/files by default, or STORAGE_DIR', () => {
    expect(testConfig({ DATA_DIR: '/srv/cs' }).storage).toEqual({ driver: 'local', dir: '/srv/cs/files' });
    expect(testConfig({ STORAGE_DIR: '/mnt/files' }).storage).toEqual({ driver: 'local', dir: '/mnt/files' });
  });

  it('needs the bucket and keys for S3', () => {
    expect(() => testConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      new ConfigError('S3_BUCKET is required when STORAGE_DRIVER is s3'),
    );
    expect(
      testConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: '',
    });
    expect(() => testConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(ConfigError);
  });
});
