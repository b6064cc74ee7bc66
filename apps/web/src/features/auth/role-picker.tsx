import type { UserType } from '@crowdsolve/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The user types in the order the pickers show them. */
export const ROLE_ORDER: readonly UserType[] = ['customer', 'worker', 'developer'];

/**
 * A choice of user type as three radio cards, each with a one-line explanation. `current` marks the
 * type the account has now; `optional` adds a "decide later" choice (value null). Arrow keys move
 * between the choices like any radio group.
 */
export function RolePicker({
  legend,
  value,
  onChange,
  current = null,
  optional = false,
  disabled = false,
  name = 'userType',
  error,
}: {
  legend: string;
  value: UserType | null;
  onChange: (value: UserType | null) => void;
  current?: UserType | null;
  optional?: boolean;
  disabled?: boolean;
  name?: string;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <fieldset className={error ? 'field has-error' : 'field'} data-role-picker={name}>
      <legend className="field__label">{legend}</legend>
      <div className="cards role-picker">
        {ROLE_ORDER.map((role) => (
          <div key={role} className={value === role ? 'card role-option is-selected' : 'card role-option'}>
            <input
              id={`${id}-${role}`}
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              disabled={disabled}
              onChange={() => onChange(role)}
              aria-describedby={`${id}-${role}-text`}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${role}`} className="role-option__label">
              {t(`roles.${role}.title`)}
              {current === role ? <span className="muted"> · {t('roles.current')}</span> : null}
            </label>
            <span id={`${id}-${role}-text`} className="muted role-option__text">
              {t(`roles.${role}.text`)}
            </span>
          </div>
        ))}
      </div>
      {optional ? (
        <div className="field field--check">
          <input
            id={`${id}-later`}
            type="radio"
            name={name}
            value=""
            checked={value === null}
            disabled={disabled}
            onChange={() => onChange(null)}
          />
          <label htmlFor={`${id}-later`}>{t('roles.later')}</label>
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert" data-field-error={name}>
          {t(`common:validation.${error}`, { defaultValue: t('common:validation.invalid') })}
        </p>
      ) : null}
    </fieldset>
  );
}
