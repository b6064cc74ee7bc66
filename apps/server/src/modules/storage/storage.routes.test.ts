import { COOKIES, CSRF_HEADER, STORAGE_PATHS } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import type { Browser } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { multipartBody, sampleExe, sampleImage, startS3Server, TEST_BUCKET, tempDir } from './test-support.ts';

const CSRF = 'storage-test-csrf-0123456789abcd'; // 32 characters
const MB = 1024 * 1024;

/** Every database with the local folder, and PGlite with the S3 store configured as in production. */
const SETUPS = [
  ...DATABASE_TARGETS.map((target) => ({ name: `${target.name}, local folder`, target, s3: false })),
  { name: 'pglite, S3 store', target: DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[number], s3: true },
];

describe.each(SETUPS)('file routes on $name', ({ target, s3 }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cleanUp: () => Promise<void>;
  const clock = manualClock(new Date('2026-11-25T05:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    let env: Record<string, string>;
    if (s3) {
      const server = await startS3Server();
      cleanUp = server.stop;
      env = {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: TEST_BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'app/',
      };
    } else {
      const tmp = await tempDir('routes');
      cleanUp = tmp.remove;
      env = { STORAGE_DIR: tmp.dir };
    }
    app = await testApp(database, { clock, env });
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cleanUp?.();
  });

  const user = async (type: 'customer' | 'developer' = 'developer') => {
    const { email } = await makeAccount(database.db, clock, type);
    return signedIn(app, email);
  };

  /** Uploads through the web API as `browser` (null: nobody signed in). */
  const upload = (
    browser: Browser | null,
    purpose: string,
    data: Buffer,
    options: { fileName?: string; contentType?: string; language?: string; csrf?: boolean } = {},
  ) => {
    const { body, contentType } = multipartBody(data, options);
    const cookies = new Map(browser?.cookies ?? []);
    cookies.set(COOKIES.csrf, CSRF);
    return app.inject({
      method: 'POST',
      url: `${STORAGE_PATHS.upload}?purpose=${purpose}`,
      payload: body,
      headers: {
        'content-type': contentType,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(options.csrf === false ? {} : { [CSRF_HEADER]: CSRF }),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
    });
  };

  it('takes a logo, answers its variants and serves them to anyone with a year of caching', async () => {
    const developer = await user();
    const res = await upload(developer, 'software-logo', await sampleImage(300, 300), {
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      purpose: 'software-logo',
      visibility: 'public',
      contentType: 'image/png',
      url: `/files/${file.id}/256.webp`,
      createdAt: clock.now().toISOString(),
    });
    expect(Object.keys(file.variants).sort()).toEqual([
      '128.png',
      '128.webp',
      '256.png',
      '256.webp',
      '64.png',
      '64.webp',
    ]);

    const got = await app.inject({ method: 'GET', url: file.variants['128.png'] });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([128, 128, 'png']);
    expect((await app.inject({ method: 'GET', url: file.url })).headers['content-type']).toBe('image/webp');
    const again = await app.inject({
      method: 'GET',
      url: file.variants['128.png'],
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    expect((await app.inject({ method: 'GET', url: `/files/${file.id}/512.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/files/AAAAAAAAAAAAAAAAAAAAAA/64.png' })).statusCode).toBe(404);
    const described = await app.inject({ method: 'GET', url: `/api/v2/files/${file.id}` });
    expect(described.json()).toEqual(file);
  });

  it('needs a session and the CSRF header', async () => {
    const png = await sampleImage(64, 64);
    const anonymous = await upload(null, 'software-logo', png);
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([400, 'ERROR_EMPTY_USER']);
    const noCsrf = await upload(await user(), 'software-logo', png, { csrf: false });
    expect([noCsrf.statusCode, noCsrf.json().error.code]).toEqual([403, 'ERROR_CSRF']);
    const badPurpose = await upload(await user(), 'avatar', png);
    expect([badPurpose.statusCode, badPurpose.json().error.code]).toEqual([400, 'ERROR_VALIDATION']);
  });

  it('refuses a disguised file with a message in the reader language', async () => {
    const developer = await user();
    const res = await upload(developer, 'software-logo', sampleExe(), {
      fileName: 'logo.png',
      contentType: 'image/png',
      language: 'ru-RU,ru;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'FILE_CONTENT_MISMATCH',
      message: resources.ru.errors.FILE_CONTENT_MISMATCH,
    });
    const html = await upload(developer, 'software-screenshot', Buffer.from('<html><body>x</body></html>'), {
      contentType: 'image/png',
    });
    expect(html.json().error).toMatchObject({
      code: 'FILE_CONTENT_MISMATCH',
      message: resources.en.errors.FILE_CONTENT_MISMATCH,
    });
  });

  it('refuses a file over the size limit of its purpose', async () => {
    const big = Buffer.concat([await sampleImage(32, 32), Buffer.alloc(5 * MB + 1)]);
    const res = await upload(await user(), 'software-logo', big, { fileName: 'big.png', language: 'zh' });
    expect([res.statusCode, res.json().error.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(res.json().error.message).toBe(resources.zh.errors.FILE_TOO_LARGE);
  });

  it('serves a private file to its owner only, never cached, as a download', async () => {
    const owner = await user('customer');
    const text = Buffer.from('my ticket notes\n');
    const res = await upload(owner, 'ticket-attachment', text, { fileName: 'notes.txt', contentType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ visibility: 'private', contentType: 'text/plain', url: `/files/${file.id}/original` });

    const mine = await owner.get(file.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('my ticket notes\n');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);

    const other = await (await user('customer')).get(file.url);
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'ERROR_NOT_FOUND']);
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v2/files/${file.id}` })).statusCode).toBe(404);
  });
});
