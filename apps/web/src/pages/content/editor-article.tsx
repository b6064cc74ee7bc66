import { useParams } from 'react-router';
import { EditorArticleView } from '../../features/content/editor-article.tsx';
import { kindOfRoute } from '../../features/content/routes.ts';
import { useRouteId } from '../../lib/route-handle.ts';

/** `/editor/blog/{slug}` (and the tutorial and software-article ones): an article with its drafts. */
export function EditorArticlePage() {
  const { slug = '' } = useParams();
  const id = useRouteId() ?? 'editorBlogArticle';
  return (
    <section className="page" data-route={id}>
      <EditorArticleView kind={kindOfRoute(id)} slug={slug} />
    </section>
  );
}
