import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.ts';
import { type BlobStore, checkKey } from './blob-store.ts';

/** STORAGE_DRIVER=s3 and its S3_* variables (config.ts). */
export type S3StoreConfig = Omit<Extract<StorageConfig, { driver: 's3' }>, 'driver'>;

/** Objects in an S3-compatible bucket (the bucket must exist). */
export async function s3BlobStore(config: S3StoreConfig): Promise<BlobStore & { client: S3Client }> {
  // The SDK is large: a server on the local folder never loads it.
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
