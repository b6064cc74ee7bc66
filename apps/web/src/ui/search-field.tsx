import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The search a box's text makes: trimmed, and none (`''`) under `min` characters. */
export function effectiveSearch(value: string, min: number): string {
  const trimmed = value.trim();
  return trimmed.length >= min ? trimmed : '';
}

/**
 * A list's search box. The list follows what is typed once typing pauses (Enter, or the button
 * when `submitLabel` is given, at once). Text under `min` characters is no search and `shortHint`
 * says so. `text` is the search in effect, kept by the caller in the address bar (`?text=`) so a
 * search can be shared and is rendered on the server; back and forward bring the box along.
 */
export function SearchField(props: {
  text: string;
  onSearch: (text: string) => void;
  min: number;
  max: number;
  label: string;
  placeholder: string;
  /** Shown while the text is under `min` characters. */
  shortHint: string;
  /** A Search button beside the box. */
  submitLabel?: string;
  className?: string;
}) {
  const { text, min } = props;
  const id = useId();
  const [value, setValue] = useState(text);
  // Back and forward in history bring another search: the box follows.
  useEffect(() => setValue((v) => (effectiveSearch(v, min) === text ? v : text)), [text, min]);
  const trimmed = value.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < min;
  const wanted = effectiveSearch(value, min);
  const search = useRef(props.onSearch);
  search.current = props.onSearch;
  useEffect(() => {
    if (wanted === text) return;
    const timer = setTimeout(() => search.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort && wanted !== text) props.onSearch(wanted);
  };
  return (
    <search className={props.className ? `search-field ${props.className}` : 'search-field'}>
      <form className="search-field__form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {props.label}
        </label>
        <input
          id={id}
          type="search"
          name="text"
          className="field__input"
          value={value}
          maxLength={props.max}
          placeholder={props.placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        {props.submitLabel ? (
          <Button type="submit" disabled={tooShort}>
            {props.submitLabel}
          </Button>
        ) : null}
        <p id={`${id}-hint`} className="field__hint" aria-live="polite">
          {tooShort ? props.shortHint : ''}
        </p>
      </form>
    </search>
  );
}
