import type { ArticleKind } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { editorArticleQuery } from '../../features/editor/api.ts';
import { ArticleEditor } from '../../features/editor/article-editor.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

const ROUTES: Record<ArticleKind, { create: string; edit: string }> = {
  blog: { create: 'editorBlogNew', edit: 'editorBlogEdit' },
  tutorial: { create: 'editorTutorialNew', edit: 'editorTutorialEdit' },
  software: { create: 'editorSoftwareBlogNew', edit: 'editorSoftwareBlogEdit' },
};

/** `/editor/…/new`: a new article of the kind; its first save creates it. */
function NewArticlePage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('editor');
  const route = ROUTES[kind].create;
  return (
    <section className="page editor-page" data-route={route}>
      <h1>{t(`routes:${route}.title`)}</h1>
      <ArticleEditor kind={kind} article={null} />
    </section>
  );
}

/** `/editor/…/{slug}/edit`: the article's editor. */
function EditArticlePage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('editor');
  const { slug = '' } = useParams();
  const { api } = useAppEnv();
  const article = useQuery(editorArticleQuery(api, kind, slug));
  const route = ROUTES[kind].edit;
  return (
    <section className="page editor-page" data-route={route}>
      <h1>{t(`routes:${route}.title`)}</h1>
      <QueryView query={article}>{(data) => <ArticleEditor key={data.id} kind={kind} article={data} />}</QueryView>
    </section>
  );
}

export const EditorBlogNewPage = () => <NewArticlePage kind="blog" />;
export const EditorBlogEditPage = () => <EditArticlePage kind="blog" />;
export const EditorTutorialNewPage = () => <NewArticlePage kind="tutorial" />;
export const EditorTutorialEditPage = () => <EditArticlePage kind="tutorial" />;
export const EditorSoftwareBlogNewPage = () => <NewArticlePage kind="software" />;
export const EditorSoftwareBlogEditPage = () => <EditArticlePage kind="software" />;
