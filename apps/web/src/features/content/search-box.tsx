import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, TEXT_MIN } from './constants.ts';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The list's search box: the list follows what is typed once typing pauses (Enter at once). Text
 * under TEXT_MIN characters is no search (a hint says so); the search lives in the address
 * bar (`?text=`), so a search can be shared and is rendered on the server.
 */
export function ArticleSearch({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const [value, setValue] = useState(text);
  // Back and forward in history bring another search: the box follows.
  useEffect(() => setValue((v) => (effective(v) === text ? v : text)), [text]);
  const trimmed = value.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < TEXT_MIN;
  const wanted = effective(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (wanted === text) return;
    const timer = setTimeout(() => search.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== text) onSearch(wanted);
  };
  return (
    <search className="article-search">
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('list.search')}
        </label>
        <input
          id={id}
          type="search"
          name="text"
          className="field__input"
          value={value}
          maxLength={TEXT_MAX}
          placeholder={t('list.searchPlaceholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint" aria-live="polite">
          {tooShort ? t('list.searchShort', { count: TEXT_MIN }) : ''}
        </p>
      </form>
    </search>
  );
}

/** The search a box's text makes: shorter than TEXT_MIN characters is none. */
function effective(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= TEXT_MIN ? trimmed : '';
}
