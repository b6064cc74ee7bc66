import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { docsArticleQuery } from '../../features/api-docs/api.ts';
import { ArticleView } from '../../features/api-docs/article-view.tsx';
import { useDocsParams } from '../../features/api-docs/use-docs.ts';
import { VersionSwitch } from '../../features/api-docs/version-switch.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** `/api-docs/{slug}`: one call, task type or the error codes (the route table knows every slug). */
export function ApiDocArticlePage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  // The route has one router path per slug (route-paths.ts), so the slug is the path's last segment.
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const params = useDocsParams();
  const article = useQuery(docsArticleQuery(api, slug, params));
  const query = params.version === 'v2' ? '?version=v2' : '';
  return (
    <section className="page doc-page" data-route="apiDocsArticle">
      <p>
        <Link to={`/api-docs${query}`}>{t('apiDocs:article.back')}</Link>
      </p>
      <FormError error={article.error} />
      {article.data ? (
        <>
          <h1>{article.data.title}</h1>
          <p className="lead">{article.data.summary}</p>
          <VersionSwitch version={params.version} />
          <ArticleView article={article.data} />
        </>
      ) : null}
    </section>
  );
}
