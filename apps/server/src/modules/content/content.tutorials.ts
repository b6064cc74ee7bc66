import fs from 'node:fs/promises';
import path from 'node:path';
import { ARTICLE_SLUG_PATTERN, isLanguage, LANGUAGES, type Language } from '@crowdsolve/contract';
import { ROOT_DIR } from '../../config.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { renderArticle } from '../../platform/markdown.ts';
import { contentRepo, SITE_AUTHOR } from './content.repo.ts';
import { searchTextOf } from './content.search.ts';

/** The tutorials shipped with the product: `<slug>/<language>.md`, front matter then the body. */
export const TUTORIALS_DIR = path.join(ROOT_DIR, 'apps/server/src/modules/content/tutorials');

export interface TutorialFile {
  language: Language;
  title: string;
  summary: string;
  body: string;
}

/** Splits `---\ntitle: …\nsummary: …\n---\n<body>`; null when the file has no title. */
export function parseTutorial(text: string): Omit<TutorialFile, 'language'> | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) return null;
  const fields: Record<string, string> = {};
  for (const line of (m[1] as string).split(/\r?\n/)) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (!kv) continue;
    let value = (kv[2] as string).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    fields[kv[1] as string] = value;
  }
  const title = fields.title?.trim();
  const body = (m[2] as string).trim();
  if (!title || !body) return null;
  return { title, summary: fields.summary?.trim() ?? '', body: `${body}\n` };
}

/** Every tutorial folder with its language files (folders with a bad name or no file are skipped). */
export async function readTutorials(dir: string): Promise<{ slug: string; files: TutorialFile[] }[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const tutorials: { slug: string; files: TutorialFile[] }[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !ARTICLE_SLUG_PATTERN.test(entry.name)) continue;
    const files: TutorialFile[] = [];
    for (const name of (await fs.readdir(path.join(dir, entry.name))).sort()) {
      const language = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !isLanguage(language)) continue;
      const parsed = parseTutorial(await fs.readFile(path.join(dir, entry.name, name), 'utf8'));
      if (parsed) files.push({ language, ...parsed });
    }
    if (files.length) tutorials.push({ slug: entry.name, files });
  }
  return tutorials;
}

/** The order a newcomer reads the shipped tutorials in (lists show them this way round). */
const READING_ORDER = [
  'api-key-first-request',
  'pingback',
  'hundred-percent-recognition',
  'soft-id',
  'worker-training',
  'worker-payouts',
] as const;

/**
 * Publishes each shipped tutorial that is not there yet (kind `tutorial`, slug = its folder, on
 * both sites, by the site itself). An article already holding the slug is left as it is (an
 * editor's changes are never overwritten); several processes starting at once insert it once.
 * Returns the slugs written.
 */
export async function seedTutorials(db: Db, options: { dir?: string; clock?: Clock } = {}): Promise<string[]> {
  const tutorials = await readTutorials(options.dir ?? TUTORIALS_DIR);
  const start = (options.clock ?? systemClock).now().getTime();
  const rank = (slug: string) => {
    const i = (READING_ORDER as readonly string[]).indexOf(slug);
    return i < 0 ? READING_ORDER.length : i;
  };
  tutorials.sort((a, b) => rank(a.slug) - rank(b.slug));
  const written: string[] = [];
  for (const [position, { slug, files }] of tutorials.entries()) {
    // Lists show the newest first: the first to read gets the latest time.
    const now = new Date(start - position * 1000);
    if (await contentRepo.find(db, { kind: 'tutorial', slug })) continue;
    const inserted = await inTransaction(db, async (trx) => {
      const row = await contentRepo.insertArticle(trx, {
        kind: 'tutorial',
        slug,
        coverFileId: null,
        sites: ['international', 'region'],
        authorId: null,
        authorName: SITE_AUTHOR,
        shipped: true,
        now,
      });
      if (!row) return false;
      const articleId = Number(row.id);
      for (const f of [...files].sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language))) {
        await contentRepo.saveDraft(trx, {
          articleId,
          language: f.language,
          title: f.title,
          summary: f.summary,
          body: f.body,
          userId: null,
          userName: SITE_AUTHOR,
          now,
        });
        const { html, headings } = renderArticle(f.body);
        const searchText = searchTextOf(f.language, [f.title, f.summary, f.body]);
        await contentRepo.publish(trx, { articleId, language: f.language, html, headings, searchText, now });
      }
      return true;
    });
    if (inserted) written.push(slug);
  }
  return written;
}
