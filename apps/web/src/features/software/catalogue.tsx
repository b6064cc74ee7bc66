import type { CatalogCategory, CatalogItem } from '@crowdsolve/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { SORTINGS, TEXT_MAX, TEXT_MIN } from './constants.ts';
import { CaptchaTypes, categoryName, Logo, RatingLine } from './parts.tsx';
import { type CatalogFilters, catalogListQuery, categoriesQuery, filtersFrom } from './public-api.ts';
import './software.css';

/**
 * The catalogue: search (from TEXT_MIN characters, once typing pauses), categories, sorting, all in the address bar so
 * a list can be shared and is rendered on the server; "Show more" appends the next page, and any
 * other filter starts the list again from its first page.
 */
export function Catalogue() {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useInfiniteQuery(catalogListQuery(api, filters));
  const categories = useQuery(categoriesQuery(api)).data?.records ?? [];

  const apply = (next: Partial<CatalogFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.text) out.set('text', merged.text);
    if (merged.categories.length > 0) out.set('categories', merged.categories.join(','));
    if (merged.sorting !== 'relevant') out.set('sorting', merged.sorting);
    setParams(out, { preventScrollReset: true });
  };

  const pages = list.data?.pages ?? [];
  const records = pages.flatMap((p) => p.records);
  const total = pages[0]?.totalCount ?? 0;
  return (
    <div className="software-catalogue">
      <div className="software-filters">
        <SearchField
          className="software-search"
          text={filters.text}
          onSearch={(text) => apply({ text })}
          min={TEXT_MIN}
          max={TEXT_MAX}
          label={t('catalogue.search')}
          placeholder={t('catalogue.searchPlaceholder')}
          shortHint={t('catalogue.searchShort', { count: TEXT_MIN })}
          submitLabel={t('catalogue.search')}
        />
        <label className="software-filters__sort">
          <span>{t('catalogue.sorting')}</span>
          <select
            className="field__input"
            value={filters.sorting}
            onChange={(e) => apply({ sorting: e.target.value as CatalogFilters['sorting'] })}
            data-testid="catalogue-sorting"
          >
            {SORTINGS.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.sortings.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {categories.length > 0 ? (
        <CategoryFilter
          categories={categories}
          chosen={filters.categories}
          onChange={(next) => apply({ categories: next })}
        />
      ) : null}
      <FormError error={list.error} />
      <p role="status" className="muted" data-testid="catalogue-count">
        {list.data ? t('catalogue.found', { count: total }) : list.isPending ? t('common:loading') : null}
      </p>
      {list.data && records.length === 0 ? <p>{t('catalogue.empty')}</p> : null}
      <ul className="software-grid" data-testid="catalogue-list" aria-busy={list.isFetching}>
        {records.map((item) => (
          <li key={item.id}>
            <SoftwareCard item={item} categories={categories} language={i18n.language} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="software-more">
          <Button variant="ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('common:loading') : t('catalogue.more')}
          </Button>
          <span className="muted">{t('catalogue.shown', { shown: records.length, total })}</span>
        </div>
      ) : null}
    </div>
  );
}

function CategoryFilter(props: {
  categories: CatalogCategory[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t, i18n } = useTranslation('software');
  const toggle = (slug: string) =>
    props.onChange(props.chosen.includes(slug) ? props.chosen.filter((c) => c !== slug) : [...props.chosen, slug]);
  return (
    <fieldset className="software-chips" data-testid="catalogue-categories">
      <legend>{t('catalogue.categories')}</legend>
      <Button
        variant={props.chosen.length === 0 ? 'primary' : 'ghost'}
        aria-pressed={props.chosen.length === 0}
        onClick={() => props.onChange([])}
      >
        {t('catalogue.allCategories')}
      </Button>
      {props.categories.map((c) => {
        const on = props.chosen.includes(c.slug);
        return (
          <Button key={c.slug} variant={on ? 'primary' : 'ghost'} aria-pressed={on} onClick={() => toggle(c.slug)}>
            {categoryName(c, c.slug, i18n.language)}
          </Button>
        );
      })}
    </fieldset>
  );
}

/** One item of the list: logo, name, what it does, captcha types, rating and this month's figures. */
export function SoftwareCard(props: { item: CatalogItem; categories: CatalogCategory[]; language: string }) {
  const { t } = useTranslation('software');
  const { item } = props;
  const n = (v: number) => v.toLocaleString(props.language);
  return (
    <article className="card software-card" data-software={item.slug}>
      <header className="software-card__head">
        <Logo item={item} size={48} />
        <div>
          <h2 className="software-card__name">
            <Link to={`/software/${item.slug}`}>{item.name}</Link>
          </h2>
          <RatingLine rating={item.rating} />
        </div>
      </header>
      <p className="software-card__text">{item.shortDescription}</p>
      <CaptchaTypes kinds={item.captchaTypes} compact />
      <p className="software-card__meta muted">
        <span>{t(`priceModels.${item.priceModel}`)}</span>
        <span>{t('figures.tasksShort', { count: item.tasksThisMonth, n: n(item.tasksThisMonth) })}</span>
        {item.categories.slice(0, 2).map((slug) => (
          <span key={slug}>
            {categoryName(
              props.categories.find((c) => c.slug === slug),
              slug,
              props.language,
            )}
          </span>
        ))}
      </p>
    </article>
  );
}
