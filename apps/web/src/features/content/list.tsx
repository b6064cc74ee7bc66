import type { ArticleKind, ArticleSorting } from '@crowdsolve/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { type ArticleFilters, articleListQuery, editorListQuery, filtersFrom, filtersSearch } from './api.ts';
import { ArticleCard, EditorArticleCard } from './cards.tsx';
import { SORTINGS, TEXT_MAX, TEXT_MIN } from './constants.ts';
import { articlePaths } from './routes.ts';
import { useReadParams } from './use-read-params.ts';
import './content.css';

/** Where a reader of an empty list finds the same help meanwhile. */
const EMPTY_LINKS = { blog: '/h', tutorial: '/api-docs', software: '/software' } as const;

/** The address bar's filters of a list, and how to change them (a new search starts from page 0). */
function useFilters(kind: ArticleKind) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, kind);
  const apply = (next: Partial<ArticleFilters>) =>
    setParams(filtersSearch({ ...filters, ...next }, kind), { replace: true, preventScrollReset: true });
  return { filters, apply };
}

interface ListState<T> {
  data?: { pages: { articles: T[]; totalCount: number }[] };
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Search, sorting (software articles), the count, the cards, the empty state and "Load more". */
function ListFrame<T extends { id: number }>(props: {
  kind: ArticleKind;
  filters: ArticleFilters;
  apply: (next: Partial<ArticleFilters>) => void;
  list: ListState<T>;
  card: (article: T) => ReactNode;
  empty: ReactNode;
}) {
  const { t } = useTranslation('content');
  const { kind, filters, list } = props;
  const pages = list.data?.pages ?? [];
  const articles = pages.flatMap((p) => p.articles);
  const total = pages[0]?.totalCount ?? 0;
  return (
    <div className="article-list">
      <div className="article-filters">
        <SearchField
          className="article-search"
          text={filters.text}
          onSearch={(text) => props.apply({ text })}
          min={TEXT_MIN}
          max={TEXT_MAX}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          shortHint={t('list.searchShort', { count: TEXT_MIN })}
        />
        {kind === 'software' ? (
          <label className="article-filters__sort">
            <span>{t('list.sorting')}</span>
            <select
              className="field__input"
              value={filters.sorting}
              onChange={(e) => props.apply({ sorting: e.target.value as ArticleSorting })}
              data-testid="article-sorting"
            >
              {SORTINGS.map((s) => (
                <option key={s} value={s}>
                  {t(`list.sortings.${s}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <FormError error={list.error} />
      <p role="status" className="muted article-list__count" data-testid="article-count">
        {list.data && total > 0
          ? t(`list.found.${kind}`, { count: total })
          : list.isPending
            ? t('common:loading')
            : null}
      </p>
      {list.data && articles.length === 0 ? (
        <div className="article-empty" data-testid="article-empty">
          {filters.text ? <p>{t('list.noMatch', { text: filters.text })}</p> : props.empty}
        </div>
      ) : null}
      <ul className="article-grid" data-testid="article-list" aria-busy={list.isFetching}>
        {articles.map((a) => (
          <li key={a.id}>{props.card(a)}</li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="article-more">
          <Button variant="ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('common:loading') : t('list.more')}
          </Button>
          <span className="muted">{t('list.shown', { shown: articles.length, total })}</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A list of one kind. Public: the published articles in the page's language. Editor mode: drafts
 * too, with each language's status and a way to edit (the editor's calls; the page is the same).
 */
export function ArticleList({ kind, mode = 'public' }: { kind: ArticleKind; mode?: 'public' | 'editor' }) {
  const { t } = useTranslation('content');
  const { api } = useAppEnv();
  const read = useReadParams();
  const { filters, apply } = useFilters(kind);
  const editor = mode === 'editor';
  const published = useInfiniteQuery({ ...articleListQuery(api, kind, filters, read), enabled: !editor });
  const drafts = useInfiniteQuery({ ...editorListQuery(api, kind, filters, read.language), enabled: editor });
  const frame = { kind, filters, apply };
  if (editor) {
    return (
      <ListFrame
        {...frame}
        list={drafts}
        card={(a) => <EditorArticleCard kind={kind} article={a} />}
        empty={
          <p>
            {t('editor.empty')} <Link to={articlePaths.editorNew(kind)}>{t('editor.new')}</Link>
          </p>
        }
      />
    );
  }
  return (
    <ListFrame
      {...frame}
      list={published}
      card={(a) => <ArticleCard article={a} />}
      empty={
        <>
          <p className="article-empty__title">{t(`empty.${kind}.title`)}</p>
          <p className="muted">{t(`empty.${kind}.text`)}</p>
          <p>
            <Link to={EMPTY_LINKS[kind]}>{t(`empty.${kind}.link`)}</Link>
          </p>
        </>
      }
    />
  );
}
