import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleList } from '../../features/content/list.tsx';
import { articlePaths, kindOfRoute } from '../../features/content/routes.ts';
import { useRouteId } from '../../lib/route-handle.ts';

/** `/editor/blog`, `/editor/h`, `/editor/software/blog`: the list as editors see it, drafts included. */
export function EditorArticleListPage() {
  const { t } = useTranslation('content');
  const id = useRouteId() ?? 'editorBlog';
  const kind = kindOfRoute(id);
  return (
    <section className="page" data-route={id}>
      <header className="article-list-header">
        <div>
          <h1>{t(`routes:${id}.title`)}</h1>
          <p className="lead">{t('editor.lead')}</p>
        </div>
        <p className="article-toolbar__actions">
          <Link className="button button--primary" to={articlePaths.editorNew(kind)}>
            {t('editor.new')}
          </Link>
          <Link to={articlePaths.list(kind)}>{t('editor.publicList')}</Link>
        </p>
      </header>
      <ArticleList kind={kind} mode="editor" />
    </section>
  );
}
