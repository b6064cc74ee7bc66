import type { ArticleKind, EditorArticle, Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { localizedHref } from '../../lib/language-paths.ts';
import { QueryView } from '../../ui/query-view.tsx';
import { editorArticleQuery, previewQuery } from './api.ts';
import { BackLink } from './article-view.tsx';
import { ArticleProse } from './prose.tsx';
import { articlePaths, inLanguageOrder } from './routes.ts';
import { StatusBadges } from './status-badges.tsx';
import { useReadParams } from './use-read-params.ts';
import './content.css';

/** The editor's view of an article: any language's draft, rendered as the public page renders it. */
export function EditorArticleView({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { api } = useAppEnv();
  const article = useQuery(editorArticleQuery(api, kind, slug));
  return (
    <>
      <BackLink to={articlePaths.editorList(kind)} kind={kind} />
      <QueryView query={article}>{(data) => <EditorArticleBody kind={kind} article={data} />}</QueryView>
    </>
  );
}

function EditorArticleBody({ kind, article }: { kind: ArticleKind; article: EditorArticle }) {
  const { t, i18n } = useTranslation('content');
  const { api } = useAppEnv();
  const read = useReadParams();
  const languages = inLanguageOrder(article.translations.map((tr) => tr.language));
  const [chosen, setChosen] = useState<Language | null>(null);
  const language =
    chosen && languages.includes(chosen) ? chosen : languages.includes(read.language) ? read.language : languages[0];
  const draft = article.translations.find((tr) => tr.language === language);
  const preview = useQuery({ ...previewQuery(api, draft?.body ?? '', read.currency), enabled: draft !== undefined });
  return (
    <article className="article" data-article={article.slug}>
      <div className="article-toolbar">
        <StatusBadges statuses={article.translations} />
        <span className="article-toolbar__actions">
          <Link className="button button--primary" to={articlePaths.editorEdit(kind, article.slug)}>
            {t('editor.edit')}
          </Link>
          {draft?.status === 'published' ? <PublicLink kind={kind} slug={article.slug} language={language} /> : null}
        </span>
      </div>
      {languages.length > 1 ? (
        <fieldset className="article-tabs">
          <legend className="visually-hidden">{t('article.languages')}</legend>
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              className={l === language ? 'button button--primary' : 'button button--ghost'}
              aria-pressed={l === language}
              onClick={() => setChosen(l)}
            >
              {t(`common:language.names.${l}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {draft ? (
        <div lang={draft.language}>
          <header className="article-header">
            <h1>{draft.title || article.slug}</h1>
            <p className="article-meta muted">
              <span>
                {t('editor.savedBy', { date: formatDateTime(draft.updatedAt, i18n.language), user: draft.updatedBy })}
              </span>
              {draft.publishedAt ? (
                <span>{t('editor.publishedAt', { date: formatDateTime(draft.publishedAt, i18n.language) })}</span>
              ) : null}
              {article.author ? <span>{article.author}</span> : null}
            </p>
            {draft.summary ? <p className="lead article-summary">{draft.summary}</p> : null}
          </header>
          {article.cover ? (
            <img className="article-cover" src={article.cover.url} alt="" width={1280} height={720} decoding="async" />
          ) : null}
          <QueryView query={preview}>{(p) => <ArticleProse html={p.html} headings={p.headings} />}</QueryView>
        </div>
      ) : (
        <p className="muted">{t('editor.noTranslations')}</p>
      )}
    </article>
  );
}

/** The article's public page in the language shown (another language than the page's is a full load). */
function PublicLink({ kind, slug, language }: { kind: ArticleKind; slug: string; language: Language | undefined }) {
  const { t, i18n } = useTranslation('content');
  const { boot } = useAppEnv();
  const path = articlePaths.article(kind, slug);
  if (!language || language === i18n.language) return <Link to={path}>{t('editor.publicPage')}</Link>;
  return (
    <a href={localizedHref(boot.site, language, path)} hrefLang={language}>
      {t('editor.publicPage')}
    </a>
  );
}
