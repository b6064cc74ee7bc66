import type { ArticleKind, ArticleReply, Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { localizedHref, regionSiteHref, switchableLanguages } from '../../lib/language-paths.ts';
import { useCurrentUser } from '../user/current-user.ts';
import { ArticleProse } from './prose.tsx';
import { articlePaths, inLanguageOrder } from './routes.ts';
import './content.css';

/** Back to the list an article belongs to. */
export function BackLink({ to, kind }: { to: string; kind: ArticleKind }) {
  const { t } = useTranslation('content');
  return (
    <p className="article-back">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {t(`back.${kind}`)}
      </Link>
    </p>
  );
}

/** A published article: title, meta line, cover, its languages, the body and its contents. */
export function ArticleView({ article }: { article: ArticleReply }) {
  const { t, i18n } = useTranslation('content');
  const requested = i18n.language as Language;
  const published = formatDate(article.publishedAt, i18n.language);
  const updated = formatDate(article.updatedAt, i18n.language);
  return (
    <article className="article" data-article={article.slug}>
      <div className="article-toolbar">
        <BackLink to={articlePaths.list(article.kind)} kind={article.kind} />
        <StaffEdit kind={article.kind} slug={article.slug} />
      </div>
      <header className="article-header" lang={article.language}>
        <h1>{article.title}</h1>
        <p className="article-meta muted" data-testid="article-meta">
          <time dateTime={article.publishedAt}>{published}</time>
          {updated !== published ? <span>{t('meta.updated', { date: updated })}</span> : null}
          <span>{t('meta.readingMinutes', { count: article.readingMinutes })}</span>
          <span>{t('meta.views', { count: article.views })}</span>
          {article.author ? <span>{article.author}</span> : null}
        </p>
        {article.summary ? <p className="lead article-summary">{article.summary}</p> : null}
      </header>
      {article.language !== requested ? (
        <p className="notice article-fallback" role="note">
          {t('article.fallback', {
            requested: t(`common:language.names.${requested}`),
            shown: t(`common:language.names.${article.language}`),
          })}
        </p>
      ) : null}
      <ArticleLanguages article={article} />
      {article.cover ? (
        <img className="article-cover" src={article.cover.url} alt="" width={1280} height={720} decoding="async" />
      ) : null}
      <div lang={article.language}>
        <ArticleProse html={article.html} headings={article.headings} />
      </div>
    </article>
  );
}

/**
 * The languages the article is published in, each a link to it in that language (a full page
 * load: the page's language is the server's to set); on the international site Chinese is the
 * region site's.
 */
function ArticleLanguages({ article }: { article: ArticleReply }) {
  const { t } = useTranslation('content');
  const { boot } = useAppEnv();
  const path = articlePaths.article(article.kind, article.slug);
  const links = inLanguageOrder(article.languages).flatMap((language) => {
    if (switchableLanguages(boot.site, [language]).length > 0) {
      return [{ language, href: localizedHref(boot.site, language, path) }];
    }
    return language === 'zh' && boot.regionUrl ? [{ language, href: regionSiteHref(boot.regionUrl, path) }] : [];
  });
  if (links.length < 2) return null;
  return (
    <nav className="article-languages" aria-label={t('article.languages')} data-testid="article-languages">
      <span className="muted">{t('article.availableIn')}</span>
      <ul>
        {links.map(({ language, href }) => (
          <li key={language}>
            {language === article.language ? (
              <span aria-current="page" lang={language}>
                {t(`common:language.names.${language}`)}
              </span>
            ) : (
              <a href={href} hrefLang={language} lang={language}>
                {t(`common:language.names.${language}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Editors reading the public page: the way to its editor (the same page in editor mode). */
function StaffEdit({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { t } = useTranslation('content');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  if (!user?.permissions.admin && !user?.permissions.moderator) return null;
  return (
    <span className="article-toolbar__actions">
      <Link to={articlePaths.editorArticle(kind, slug)}>{t('editor.view')}</Link>
      <Link className="button button--ghost" to={articlePaths.editorEdit(kind, slug)}>
        {t('editor.edit')}
      </Link>
    </span>
  );
}
