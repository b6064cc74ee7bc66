import { type ApiSettingsReply, PER_KEY_LIMIT_MAX } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { atField, type Checked, SubmitRow } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { useSaveApiSettings } from './api.ts';

const OUT_OF_RANGE = 'profile:apiSettings.limit.outOfRange';

/** The limit typed in: null for none, a number, or undefined when it is not a whole number in range. */
export function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= PER_KEY_LIMIT_MAX ? n : undefined;
}

/** The most tasks the API key may submit per minute; empty for no limit. */
export function LimitForm({ settings }: { settings: ApiSettingsReply }) {
  const { t } = useTranslation('profile');
  const [text, setText] = useState(settings.perKeyLimitPerMinute === null ? '' : String(settings.perKeyLimitPerMinute));
  const save = useSaveApiSettings(settings, {
    fieldErrors: (err) => atField('perKeyLimitPerMinute', serverFieldErrors(err).perKeyLimitPerMinute && OUT_OF_RANGE),
    onSaved: (next) => setText(next.perKeyLimitPerMinute === null ? '' : String(next.perKeyLimitPerMinute)),
  });

  function check(): Checked<{ perKeyLimitPerMinute: number | null }> {
    const limit = parseLimit(text);
    if (limit === undefined) return { ok: false, errors: { perKeyLimitPerMinute: OUT_OF_RANGE } };
    return { ok: true, data: { perKeyLimitPerMinute: limit } };
  }

  return (
    <form className="form" noValidate onSubmit={save.onSubmit(check)}>
      <p className="lead">{t('apiSettings.limit.lead')}</p>
      <TextField
        name="perKeyLimitPerMinute"
        label={t('apiSettings.limit.label')}
        hint={t('apiSettings.limit.hint', { max: PER_KEY_LIMIT_MAX })}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={save.errors.perKeyLimitPerMinute}
        onChange={(e) => {
          setText(e.target.value);
          save.setErrors({});
        }}
      />
      <p className="muted">{t('apiSettings.limit.refusal')}</p>
      <FormError error={save.formError} />
      {save.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <SubmitRow pending={save.pending} label={t('save')} />
    </form>
  );
}
