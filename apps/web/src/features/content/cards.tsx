import type { ArticleCover, ArticleKind, ArticleListItem, EditorArticleListItem } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { articlePaths } from './routes.ts';
import { StatusBadges } from './status-badges.tsx';

/** A card's cover: the 640 px variant, loaded when it scrolls near, its box sized before it arrives. */
export function CoverThumb({ cover }: { cover: ArticleCover | null }) {
  if (!cover) return null;
  return (
    <img
      className="article-card__cover"
      src={cover.thumbUrl}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
    />
  );
}

/** One article of a public list: cover, title, summary, date, reading time, author. */
export function ArticleCard({ article }: { article: ArticleListItem }) {
  const { t, i18n } = useTranslation('content');
  return (
    <article className="card article-card" data-article={article.slug}>
      <CoverThumb cover={article.cover} />
      <div className="article-card__body">
        <h2 className="article-card__title">
          <Link to={articlePaths.article(article.kind, article.slug)}>{article.title}</Link>
        </h2>
        {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
        <p className="article-meta muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, i18n.language)}</time>
          <span>{t('meta.readingMinutes', { count: article.readingMinutes })}</span>
          {article.author ? <span>{article.author}</span> : null}
        </p>
      </div>
    </article>
  );
}

/** One article of an editor's list: drafts too, each language's status, the way to edit it. */
export function EditorArticleCard({ kind, article }: { kind: ArticleKind; article: EditorArticleListItem }) {
  const { t, i18n } = useTranslation('content');
  const published = article.statuses.some((s) => s.status === 'published');
  return (
    <article className="card article-card" data-article={article.slug}>
      <CoverThumb cover={article.cover} />
      <div className="article-card__body">
        <h2 className="article-card__title">
          <Link to={articlePaths.editorArticle(kind, article.slug)}>{article.title || article.slug}</Link>
        </h2>
        <StatusBadges statuses={article.statuses} />
        {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
        <p className="article-meta muted">
          <span>{t('meta.updated', { date: formatDate(article.updatedAt, i18n.language) })}</span>
          <span>{t('meta.views', { count: article.views })}</span>
          {article.author ? <span>{article.author}</span> : null}
        </p>
        <p className="article-card__actions">
          <Link className="button button--ghost" to={articlePaths.editorEdit(kind, article.slug)}>
            {t('editor.edit')}
          </Link>
          {published ? <Link to={articlePaths.article(kind, article.slug)}>{t('editor.publicPage')}</Link> : null}
        </p>
      </div>
    </article>
  );
}
