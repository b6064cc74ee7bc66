import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { articleQuery } from '../../features/content/api.ts';
import { ArticleView } from '../../features/content/article-view.tsx';
import { kindOfRoute } from '../../features/content/routes.ts';
import { useReadParams } from '../../features/content/use-read-params.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useRouteId } from '../../lib/route-handle.ts';
import { QueryView } from '../../ui/query-view.tsx';

/** `/blog/{slug}`, `/h/{slug}`, `/software/blog/{slug}`: one article (rendered on the server). */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const id = useRouteId() ?? 'blogArticle';
  const { api } = useAppEnv();
  const article = useQuery(articleQuery(api, kindOfRoute(id), slug, useReadParams()));
  return (
    <section className="page" data-route={id}>
      <QueryView query={article}>{(data) => <ArticleView article={data} />}</QueryView>
    </section>
  );
}
