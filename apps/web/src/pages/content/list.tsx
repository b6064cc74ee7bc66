import type { Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../../features/content/list.tsx';
import { articlePaths, kindOfRoute } from '../../features/content/routes.ts';
import { useRouteId } from '../../lib/route-handle.ts';

/** `/blog`, `/h`, `/support/h`, `/software/blog`: the published articles of a kind, to search and read. */
export function ArticleListPage() {
  const { t, i18n } = useTranslation('content');
  const id = useRouteId() ?? 'blog';
  const kind = kindOfRoute(id);
  return (
    <section className="page" data-route={id}>
      <header className="article-list-header">
        <div>
          <h1>{t(`routes:${id}.title`)}</h1>
          <p className="lead">{t(`lead.${kind}`)}</p>
        </div>
        {/* The feed is the server's, not a page of the app. */}
        <a className="article-rss" href={articlePaths.feed(kind, i18n.language as Language)} type="application/rss+xml">
          {t('list.rss')}
        </a>
      </header>
      <ArticleList kind={kind} />
    </section>
  );
}
