/** Test helpers: a local S3-compatible server, sample images and multipart bodies. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { s3BlobStore } from './blob-store.s3.ts';
import { type BlobStore, localBlobStore } from './blob-store.ts';

export const TEST_BUCKET = 'crowdsolve-test';

/** A fresh temporary folder; `remove` deletes it. */
export async function tempDir(tag: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `cs-${tag}-`));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with an empty bucket, in this process. */
export async function startS3Server(): Promise<{ endpoint: string; blobs: BlobStore; stop: () => Promise<void> }> {
  const tmp = await tempDir('s3');
  // s3rver ships no types.
  const { default: S3rver } = (await import('s3rver' as string)) as {
    default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  };
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp.dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const blobs = await s3BlobStore({
    endpoint,
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });
  await blobs.client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
  return {
    endpoint,
    blobs,
    stop: async () => {
      blobs.client.destroy();
      await server.close();
      await tmp.remove();
    },
  };
}

/** Both back ends, each started fresh: a temporary folder, and the local S3 server. */
export const BACKENDS: {
  name: 'local' | 's3';
  start: () => Promise<{ blobs: BlobStore; stop: () => Promise<void> }>;
}[] = [
  {
    name: 'local',
    start: async () => {
      const tmp = await tempDir('files');
      return { blobs: localBlobStore(tmp.dir), stop: tmp.remove };
    },
  },
  { name: 's3', start: startS3Server },
];

/** A picture of the given size and format, with EXIF metadata (a copyright line) to be stripped. */
export function sampleImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .withExif({ IFD0: { Copyright: 'secret-metadata', Artist: 'someone' } })
    .toFormat(format)
    .toBuffer();
}

/** A Windows program's first bytes (MZ header pointing at a PE header). */
export function sampleExe(): Buffer {
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

/** A `multipart/form-data` body with one file part; its content type header too. */
export function multipartBody(
  data: Buffer,
  options: { fileName?: string; contentType?: string; field?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----crowdsolve${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.fileName ?? 'upload.bin'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
