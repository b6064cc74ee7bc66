/** Test helpers of the content tests: one app on a database, staff and customer browsers, articles. */
import {
  ARTICLE_API_PATHS,
  type ArticleCreateBody,
  type ArticleKind,
  CONTENT_PATHS as C,
  COOKIES,
  CSRF_HEADER,
  type EditorArticle,
  type Language,
} from '@crowdsolve/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testApp } from '../../../test/app.ts';
import type { DatabaseTarget } from '../../../test/databases.ts';
import type { Browser } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { multipartBody, tempDir } from '../storage/test-support.ts';

let seq = 0;
const CSRF = 'content-test-csrf-0123456789abcd';

export interface ContentHarness {
  database: DatabaseHandle;
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  staff(role: 'admin' | 'moderator'): Promise<Browser>;
  customer(): Promise<Browser>;
  /** Creates an article with drafts (`publish`: then publishes those languages); its EditorArticle. */
  article(
    editor: Browser,
    drafts: Partial<Record<Language, { title: string; summary?: string; body: string }>>,
    opts?: { kind?: ArticleKind; slug?: string; publish?: Language[]; sites?: ArticleCreateBody['sites'] },
  ): Promise<EditorArticle>;
  /** Uploads an image through the editor's call (`articleId` as a form field). */
  upload(editor: Browser | null, data: Buffer, articleId?: number): Promise<LightMyRequestResponse>;
  /** Closes the app (writing its counted views) and starts a new one on the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function contentHarness(target: DatabaseTarget): Promise<ContentHarness> {
  const database = await target.open();
  const files = await tempDir('content');
  const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
  const start = async () => {
    const app = await testApp(database, { clock, env: { STORAGE_DIR: files.dir } });
    await app.ready();
    return app;
  };
  const h: ContentHarness = {
    database,
    app: await start(),
    clock,
    async staff(role) {
      seq += 1;
      const email = `editor-${role}-${seq}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      await createConfirmedAccount(database.db, clock, {
        email,
        password: 'long-password-1',
        userType: 'customer',
        isAdmin: role === 'admin',
        isModerator: role === 'moderator',
      });
      return signedIn(h.app, email);
    },
    async customer() {
      const { email } = await makeAccount(database.db, clock, 'customer');
      return signedIn(h.app, email);
    },
    async article(editor, drafts, opts = {}) {
      seq += 1;
      const kind = opts.kind ?? 'blog';
      const res = await editor.post(C.create, {
        kind,
        slug: opts.slug ?? `article-${seq}-${Math.random().toString(36).slice(2, 7)}`,
        ...(opts.sites ? { sites: opts.sites } : {}),
        translations: Object.fromEntries(Object.entries(drafts).map(([l, d]) => [l, { summary: '', ...d }])),
      });
      if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
      const created = res.json() as EditorArticle;
      if (!opts.publish?.length) return created;
      const saved = await editor.put(C.article.replace(':id', String(created.id)), {
        version: created.version,
        publish: opts.publish,
      });
      if (saved.statusCode !== 200) throw new Error(`expected 200, got ${saved.statusCode}: ${saved.body}`);
      return saved.json() as EditorArticle;
    },
    upload(editor, data, articleId) {
      const { body, contentType } = multipartBody(data, { fileName: 'picture.png', contentType: 'image/png' });
      const payload =
        articleId === undefined
          ? body
          : Buffer.concat([
              Buffer.from(
                `--${contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="articleId"\r\n\r\n${articleId}\r\n`,
              ),
              body,
            ]);
      const cookies = new Map(editor?.cookies ?? []);
      cookies.set(COOKIES.csrf, CSRF);
      return h.app.inject({
        method: 'PUT',
        url: C.attachments,
        payload,
        headers: {
          'content-type': contentType,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          [CSRF_HEADER]: CSRF,
        },
      });
    },
    async restart() {
      await h.app.close();
      h.app = await start();
    },
    async close() {
      await h.app.close();
      await database.close();
      await files.remove();
    },
  };
  return h;
}

/** The public and editor paths of a kind. */
export const publicPath = (kind: ArticleKind, rest = '') => `${ARTICLE_API_PATHS[kind].public}${rest}`;
export const editorPath = (kind: ArticleKind, rest = '') => `${ARTICLE_API_PATHS[kind].editor}${rest}`;
export const articlePath = (id: number) => C.article.replace(':id', String(id));
