import type { Language, SupportSearchResult } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { supportSearchQuery } from './api.ts';
import { SEARCH_MAX, SEARCH_MIN } from './constants.ts';
import { searchTextFrom } from './preload.ts';

/** A result: FAQ entries and tutorials are pages of the app; the API docs too. */
function Result({ result }: { result: SupportSearchResult }) {
  const { t } = useTranslation('faq');
  return (
    <li>
      <Link className="support-result" to={result.path} data-source={result.source}>
        <span className="support-result__title">
          <span className="badge">{t(`home.sources.${result.source}`)}</span>
          <span>{result.title}</span>
        </span>
        {result.summary ? <p>{result.summary}</p> : null}
      </Link>
    </li>
  );
}

/**
 * The support search over the FAQ, the tutorials and the API docs: from SEARCH_MIN
 * characters, kept in the address bar (`?text=`) so that it is shared and rendered on the server.
 */
export function SupportSearch() {
  const { t, i18n } = useTranslation('faq');
  const { api, boot } = useAppEnv();
  const [params, setParams] = useSearchParams();
  const text = searchTextFrom(params);
  const language = i18n.language as Language;
  const found = useQuery(supportSearchQuery(api, text, language, boot.host));
  const onSearch = (next: string) => setParams(next ? { text: next } : {}, { replace: true, preventScrollReset: true });
  const results = text ? (found.data?.results ?? []) : [];
  return (
    <div data-testid="support-search">
      <SearchField
        className="support-search"
        text={text}
        onSearch={onSearch}
        min={SEARCH_MIN}
        max={SEARCH_MAX}
        label={t('home.searchLabel')}
        placeholder={t('home.searchPlaceholder')}
        shortHint={t('home.searchShort', { count: SEARCH_MIN })}
      />
      {text && found.error ? <FormError error={found.error} /> : null}
      {text && found.data ? (
        <section aria-live="polite" aria-label={t('home.searchLabel')}>
          <p className="muted">
            {results.length ? t('home.results', { count: results.length, text }) : t('home.noResults', { text })}
          </p>
          {results.length ? (
            <ul className="support-results" data-testid="support-results">
              {results.map((r) => (
                <Result key={`${r.source}:${r.path}`} result={r} />
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
