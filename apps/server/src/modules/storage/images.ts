import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../platform/errors.ts';
import type { ImageRecipe } from './file-policy.ts';

/** The largest image accepted, in pixels (8,000 × 6,000): bigger ones would cost too much memory. */
export const MAX_INPUT_PIXELS = 48_000_000;

export interface ImageVariant {
  name: string;
  contentType: string;
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The variants of an image as the recipe says, re-encoded (no metadata is carried over: no EXIF,
 * no GPS position, no colour profile beyond sRGB), rotated upright by its EXIF orientation, only
 * the first frame of an animation. An image that cannot be decoded is FILE_IMAGE_INVALID.
 */
export async function imageVariants(data: Buffer, recipe: ImageRecipe): Promise<ImageVariant[]> {
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    await input().metadata();
    const jobs: Promise<ImageVariant>[] = [];
    if (recipe.kind === 'square') {
      for (const size of recipe.sizes) {
        for (const format of recipe.formats) {
          const resized = input().resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
          const encoded = format === 'webp' ? resized.webp({ quality: 90 }) : resized.png({ compressionLevel: 9 });
          jobs.push(encode(`${size}.${format}`, `image/${format}`, encoded));
        }
      }
    } else {
      for (const width of recipe.widths) {
        const resized = input().resize({ width, withoutEnlargement: true });
        jobs.push(encode(`${width}.webp`, 'image/webp', resized.webp({ quality: 82 })));
      }
    }
    return await Promise.all(jobs);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('FILE_IMAGE_INVALID', undefined, { cause: err });
  }
}

async function encode(name: string, contentType: string, pipeline: Sharp): Promise<ImageVariant> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { name, contentType, body: data, width: info.width, height: info.height };
}
