import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/**
 * The search row of an admin list: a labelled search box and "Find"; `children` go between the box
 * and the button (e.g. a filter), `after` after it (e.g. "Refresh"). The term starts as `initial`
 * (the address bar's) and is sent trimmed.
 */
export function SearchForm(props: {
  label: string;
  placeholder: string;
  /** The field's name, as in the address bar. */
  name: string;
  maxLength: number;
  initial: string;
  onSearch: (term: string) => void;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [term, setTerm] = useState(props.initial);
  const id = useId();
  return (
    <search>
      <form
        className="row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSearch(term.trim());
        }}
      >
        <label htmlFor={id} className="field__label">
          {props.label}
        </label>
        <input
          id={id}
          name={props.name}
          type="search"
          className="field__input"
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        {props.children}
        <Button type="submit">{t('users.find')}</Button>
        {props.after}
      </form>
    </search>
  );
}
