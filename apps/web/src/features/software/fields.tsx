import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Validation codes of the catalogue's schemas that need their own words (others: `common:validation`). */
const OWN_CODES: Record<string, Record<string, string>> = {
  slug: { too_short: 'slugShort', invalid_slug: 'slugInvalid', reserved_slug: 'slugReserved' },
  text: { too_short: 'reviewShort' },
  rating: { too_small: 'ratingRequired', too_big: 'ratingRequired', invalid: 'ratingRequired' },
  categories: { required: 'categoriesRequired', too_many: 'categoriesTooMany' },
  screenshotFileIds: { too_many: 'screenshotsTooMany' },
  reason: { required: 'reasonRequired' },
};

/** What to show for a field's error: a full key as is, our own words for a few codes, else common's. */
export function fieldErrorKey(field: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code.includes(':')) return code;
  const own = OWN_CODES[field]?.[code];
  return own ? `software:validation.${own}` : code;
}

/** The translated text of an error from `fieldErrorKey`. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (key: string | undefined) =>
    key ? (key.includes(':') ? t(key) : t(`validation.${key}`, { defaultValue: t('validation.invalid') })) : null;
}

/** A group of checkboxes (or radios) under a legend, with the group's error. */
export function ChoiceGroup<V extends string | number>(props: {
  legend: ReactNode;
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  chosen: readonly V[];
  onChange: (next: V[]) => void;
  error?: string;
  /** One choice (radios) instead of many. */
  single?: boolean;
  className?: string;
}) {
  const text = useErrorText();
  const id = useId();
  return (
    <fieldset
      className={['field software-choices', props.error ? 'has-error' : '', props.className ?? ''].join(' ').trim()}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{props.legend}</legend>
      <div className="software-choices__list">
        {props.options.map((o) => {
          const on = props.chosen.includes(o.value);
          return (
            <label key={String(o.value)} className="software-choice">
              <input
                type={props.single ? 'radio' : 'checkbox'}
                name={props.name}
                value={String(o.value)}
                checked={on}
                aria-invalid={props.error ? true : undefined}
                onChange={() =>
                  props.onChange(
                    props.single
                      ? [o.value]
                      : on
                        ? props.chosen.filter((v) => v !== o.value)
                        : [...props.chosen, o.value],
                  )
                }
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="field__error" data-field-error={props.name}>
          {text(props.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
