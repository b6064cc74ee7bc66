import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled input with its hint and its error beside it. `error` is a validation code
 * (`too_short`, `invalid_email`, …) translated through `common:validation`, or a full key such
 * as `errors:AUTH_WRONG_PASSWORD` (a server answer about this field).
 */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  name: string;
}) {
  const id = useId();
  const { t } = useTranslation('common');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" data-field-error={input.name}>
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea with its hint and its error, as {@link TextField}. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  name: string;
}) {
  const id = useId();
  const { t } = useTranslation('common');
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
        }
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-field-error={area.name}>
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

function errorText(t: (key: string, options?: Record<string, unknown>) => string, error: string): string {
  return error.includes(':') ? t(error) : t(`validation.${error}`, { defaultValue: t('validation.invalid') });
}

/** A checkbox with its label and error. */
export function CheckboxField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | null; name: string }) {
  const id = useId();
  const { t } = useTranslation('common');
  return (
    <div className={error ? 'field field--check has-error' : 'field field--check'}>
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="field__error" data-field-error={input.name}>
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
