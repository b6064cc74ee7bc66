import { type ApiSettingsReply, PER_KEY_LIMIT_MAX } from '@crowdsolve/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
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
  const [error, setError] = useState<string | null>(null);
  const save = useSaveApiSettings(settings, (err) => {
    if (serverFieldErrors(err).perKeyLimitPerMinute) setError(OUT_OF_RANGE);
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.reset();
    const limit = parseLimit(text);
    if (limit === undefined) return setError(OUT_OF_RANGE);
    setError(null);
    save.mutate(
      { perKeyLimitPerMinute: limit },
      { onSuccess: (next) => setText(next.perKeyLimitPerMinute === null ? '' : String(next.perKeyLimitPerMinute)) },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="lead">{t('apiSettings.limit.lead')}</p>
      <TextField
        name="perKeyLimitPerMinute"
        label={t('apiSettings.limit.label')}
        hint={t('apiSettings.limit.hint', { max: PER_KEY_LIMIT_MAX })}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <p className="muted">{t('apiSettings.limit.refusal')}</p>
      <FormError error={save.error && !error ? save.error : null} />
      {save.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <div className="row">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
