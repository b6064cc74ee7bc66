import { PRODUCT_API_LANDINGS } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsArticleQuery } from '../../features/api-docs/api.ts';
import { ArticleView } from '../../features/api-docs/article-view.tsx';
import { PRODUCT_ROUTES, productSlug } from '../../features/api-docs/preload.ts';
import { useDocsParams } from '../../features/api-docs/use-docs.ts';
import { VersionSwitch } from '../../features/api-docs/version-switch.tsx';
import { TypeArt } from '../../features/type-art/type-art.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useRouteId } from '../../lib/route-handle.ts';
import { FormError } from '../../ui/form-error.tsx';

/** `/{product}-api`: a token captcha's landing with its documentation page (spec §2). */
export function ProductApiPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const routeId = useRouteId();
  const product = routeId ? PRODUCT_ROUTES[routeId] : undefined;
  const params = useDocsParams();
  const slug = product ? productSlug(product) : '';
  const article = useQuery({ ...docsArticleQuery(api, slug, params), enabled: Boolean(product) });
  if (!routeId || !product) return null;
  const query = params.version === 'v2' ? '?version=v2' : '';
  return (
    <section className="page doc-page" data-route={routeId}>
      <div className="type-hero">
        <div>
          <h1>{t(`routes:${routeId}.title`)}</h1>
          <p className="lead">{t(`apiDocs:landing.${product}`)}</p>
          <p>{t('apiDocs:landing.how')}</p>
        </div>
        <TypeArt kind={PRODUCT_API_LANDINGS[product]} />
      </div>
      <p className="row">
        <Link to="/auth/register?userType=customer" className="button button--primary">
          {t('apiDocs:landing.register')}
        </Link>
        <Link to={`/api-docs/${slug}${query}`} className="button button--ghost">
          {t('apiDocs:landing.fullDocs')}
        </Link>
      </p>
      <VersionSwitch version={params.version} />
      <FormError error={article.error} />
      {article.data ? <ArticleView article={article.data} /> : null}
    </section>
  );
}
