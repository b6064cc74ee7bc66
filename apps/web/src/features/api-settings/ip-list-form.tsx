import { type ApiSettingsReply, IP_ALLOW_LIST_MAX, IpOrCidrSchema } from '@crowdsolve/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { atField } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { useSaveApiSettings } from './api.ts';

const INVALID_IP = 'errors:API_SETTINGS_INVALID_IP';
const TOO_MANY = 'profile:apiSettings.iplist.tooMany';

/** The field error a failed save belongs to, or null when it is not about the list. */
function listError(err: unknown): string | null {
  if (!(err instanceof RequestError)) return null;
  if (err.code === 'API_SETTINGS_INVALID_IP') return INVALID_IP;
  for (const [field, message] of Object.entries(serverFieldErrors(err))) {
    if (field.startsWith('ipAllowList')) return message === 'too_many' ? TOO_MANY : INVALID_IP;
  }
  return null;
}

/** The IP allow-list of the API key: add, remove, then save the whole list. */
export function IpListForm({ settings }: { settings: ApiSettingsReply }) {
  const { t } = useTranslation('profile');
  const [list, setList] = useState<string[]>(settings.ipAllowList);
  const [entry, setEntry] = useState('');
  const save = useSaveApiSettings(settings, {
    fieldErrors: (err) => atField('ip', listError(err)),
    onSaved: (next) => setList(next.ipAllowList),
  });
  const error = save.errors.ip;
  const setError = (value: string | null) => save.setErrors(atField('ip', value));

  // Adding and removing change the list here; the save button sends it.
  function add(e: FormEvent) {
    e.preventDefault();
    save.mutation.reset();
    const checked = IpOrCidrSchema.safeParse(entry);
    if (!checked.success) return setError(INVALID_IP);
    if (!list.includes(checked.data)) {
      if (list.length >= IP_ALLOW_LIST_MAX) return setError(TOO_MANY);
      setList((l) => [...l, checked.data]);
    }
    setEntry('');
    setError(null);
  }

  function remove(ip: string) {
    save.mutation.reset();
    setError(null);
    setList((l) => l.filter((x) => x !== ip));
  }

  function submit() {
    save.mutation.reset();
    setError(null);
    save.mutation.mutate({ ipAllowList: list });
  }

  return (
    <div className="form form--wide">
      <p className="lead">{t('apiSettings.iplist.lead')}</p>
      <p className="muted">{t('apiSettings.iplist.emptyMeansAny')}</p>
      <p className="muted">{t('apiSettings.iplist.refusal')}</p>
      <form className="form form--wide" noValidate onSubmit={add} aria-label={t('apiSettings.iplist.addTitle')}>
        <TextField
          name="ip"
          label={t('apiSettings.iplist.entry')}
          hint={t('apiSettings.iplist.entryHint', { max: IP_ALLOW_LIST_MAX })}
          autoComplete="off"
          spellCheck={false}
          value={entry}
          error={error}
          onChange={(e) => {
            setEntry(e.target.value);
            setError(null);
          }}
        />
        <div className="row">
          <Button type="submit" variant="ghost">
            {t('apiSettings.iplist.add')}
          </Button>
        </div>
      </form>
      <h2>{t('apiSettings.iplist.listTitle', { n: list.length })}</h2>
      {list.length === 0 ? (
        <p className="muted" data-testid="ip-list-empty">
          {t('apiSettings.iplist.empty')}
        </p>
      ) : (
        <ul className="ip-list" data-testid="ip-list">
          {list.map((ip) => (
            <li key={ip}>
              <code>{ip}</code>{' '}
              <Button variant="ghost" onClick={() => remove(ip)} aria-label={t('apiSettings.iplist.remove', { ip })}>
                {t('apiSettings.iplist.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError error={save.formError} />
      {save.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <div className="row">
        <Button onClick={submit} disabled={save.pending}>
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
