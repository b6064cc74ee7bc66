import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldFrame {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  name: string;
}

/**
 * The label, hint and error around one control, wired to it: `control` gets the id and the
 * `aria-*` attributes that name them.
 */
function Field({
  label,
  error,
  hint,
  name,
  control,
}: FieldFrame & {
  control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation('common');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" data-field-error={name}>
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled input with its hint and its error beside it. `error` is a validation code
 * (`too_short`, `invalid_email`, …) translated through `common:validation`, or a full key such
 * as `errors:AUTH_WRONG_PASSWORD` (a server answer about this field).
 */
export function TextField({ label, error, hint, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldFrame) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      name={input.name}
      control={(a11y) => <input className="field__input" {...a11y} {...input} />}
    />
  );
}

/** A labelled textarea with its hint and its error, as {@link TextField}. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      name={area.name}
      control={(a11y) => <textarea className="field__input" {...a11y} {...area} />}
    />
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
