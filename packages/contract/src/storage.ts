import { z } from './zod.ts';

/**
 * Uploaded files (logos, screenshots, attachments, article images, datasets). A file is checked
 * by its content (not its name), stored once under an opaque id, and served in the variants
 * pages need (images are re-encoded and resized; other files keep their bytes as `original`).
 */

export const STORAGE_PATHS = {
  /** POST `multipart/form-data` with one file part, `?purpose=…` → 201 `StoredFileReply`. */
  upload: '/api/v2/files',
  /** GET the file's description (owner, staff, or anyone for a public file). */
  file: '/api/v2/files/:id',
  /**
   * GET one variant's bytes. Public files: anyone, cached for a year (the bytes never change);
   * private files: the owner, staff, or whom the purpose's owner module allows; never cached.
   */
  variant: '/files/:id/:variant',
} as const;

/** What a file is for: decides the accepted types, the size limit, the variants and who reads it. */
export const FILE_PURPOSES = [
  'software-logo',
  'software-screenshot',
  'article-image',
  'ticket-attachment',
  'dataset',
] as const;
export const FilePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof FilePurposeSchema>;

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** An opaque file id: 22 characters of base64url (128 random bits). */
export const FileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'invalid_file_id');

/** A variant's name: `256.webp`, `1280.webp`, `original`, … */
export const FileVariantNameSchema = z.string().regex(/^[a-z0-9]{1,20}(\.[a-z0-9]{1,8})?$/, 'invalid_variant');

export const UploadQuerySchema = z.object({ purpose: FilePurposeSchema });
export const FileParamsSchema = z.object({ id: FileIdSchema });
export const FileVariantParamsSchema = z.object({ id: FileIdSchema, variant: FileVariantNameSchema });

export const StoredFileReplySchema = z.object({
  id: FileIdSchema,
  purpose: FilePurposeSchema,
  visibility: z.enum(FILE_VISIBILITIES),
  /** The detected type of what was uploaded (images are served re-encoded, see variants). */
  contentType: z.string(),
  byteSize: z.number().int(),
  /** The main variant's URL (a logo's largest size, a screenshot's widest, a document itself). */
  url: z.string(),
  /** Every variant's URL by name. */
  variants: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type StoredFileReply = z.infer<typeof StoredFileReplySchema>;

/** The URL of one variant of a file (public and private files share the path). */
export function fileUrl(id: string, variant: string): string {
  return STORAGE_PATHS.variant.replace(':id', id).replace(':variant', variant);
}

/** Per-purpose upload limits in bytes (the web checks them before sending). */
export const FILE_SIZE_LIMITS: Record<FilePurpose, number> = {
  'software-logo': 5 * 1024 * 1024,
  'software-screenshot': 5 * 1024 * 1024,
  'article-image': 5 * 1024 * 1024,
  'ticket-attachment': 10 * 1024 * 1024,
  dataset: 50 * 1024 * 1024,
};
