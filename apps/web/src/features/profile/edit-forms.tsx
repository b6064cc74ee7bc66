import {
  ChangeEmailBodySchema,
  LANGUAGES,
  type Language,
  type Profile,
  UpdateProfileBodySchema,
} from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { updateCurrentUser, useCurrentUser } from '../user/current-user.ts';
import { invalidateProfile, profileApi, profileKeys } from './api.ts';
import { switchInterfaceLanguage } from './switch-language.ts';

/** The display name (`PUT /api/v2/profile`). */
export function NameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: { name?: string }) => profileApi.update(api, body),
    onSuccess: (next) => queryClient.setQueryData(profileKeys.profile, next),
    onError: (err) => setErrors(serverFieldErrors(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.reset();
    const checked = validate(UpdateProfileBodySchema, { name });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="name-form-title">
      <h2 id="name-form-title">{t('edit.nameTitle')}</h2>
      <TextField
        name="name"
        label={t('edit.name')}
        hint={t('edit.nameHint')}
        autoComplete="name"
        maxLength={80}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormError error={save.error && !errors.name ? save.error : null} />
      {save.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <div className="row">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Field of the email change form a server error code belongs to. */
const EMAIL_ERROR_FIELDS: Record<string, 'newEmail' | 'password'> = {
  AUTH_WRONG_PASSWORD: 'password',
  AUTH_SAME_EMAIL: 'newEmail',
  AUTH_EMAIL_TAKEN: 'newEmail',
};

/** A new address (`POST /api/v2/auth/change_email`): it changes once both mailboxes confirm. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { newEmail: string; password: string }) => profileApi.changeEmail(api, body),
    onSuccess: (_reply, body) => {
      setSentTo(body.newEmail);
      setValues({ newEmail: '', password: '' });
      void invalidateProfile(queryClient);
    },
    onError: (err) => {
      const field = err instanceof RequestError && err.code ? EMAIL_ERROR_FIELDS[err.code] : undefined;
      setErrors(field ? { [field]: `errors:${(err as RequestError).code}` } : serverFieldErrors(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    change.reset();
    setSentTo(null);
    const checked = validate(ChangeEmailBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    change.mutate(checked.data);
  }

  const shownInField = Object.keys(errors).length > 0;
  const notConfirmed = change.error instanceof RequestError && change.error.code === 'AUTH_EMAIL_NOT_CONFIRMED';
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="email-form-title">
      <h2 id="email-form-title">{t('edit.emailTitle')}</h2>
      <p className="muted">{t('edit.currentEmail', { email: profile.email })}</p>
      {profile.pendingEmail && !sentTo ? (
        <Notice>{t('edit.pendingEmail', { email: profile.pendingEmail })}</Notice>
      ) : null}
      <TextField
        name="newEmail"
        type="email"
        label={t('edit.newEmail')}
        autoComplete="email"
        value={values.newEmail}
        error={errors.newEmail}
        onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
      />
      <TextField
        name="password"
        type="password"
        label={t('edit.currentPassword')}
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <FormError error={change.error && !shownInField ? change.error : null} />
      {notConfirmed ? (
        <p>
          <Link to="/auth/confirm-email">{t('overview.confirmLink')}</Link>
        </p>
      ) : null}
      {sentTo ? (
        <Notice tone="success">{t('edit.emailSent', { oldEmail: profile.email, newEmail: sentTo })}</Notice>
      ) : null}
      <div className="row">
        <Button type="submit" disabled={change.isPending}>
          {t('edit.changeEmail')}
        </Button>
      </div>
    </form>
  );
}

/** The interface language (`PUT /api/v2/user`); the page then reloads in it. */
export function LanguageForm() {
  const { t } = useTranslation('profile');
  const env = useAppEnv();
  const queryClient = useQueryClient();
  const user = useCurrentUser(env.api).data ?? null;
  const selectId = useId();
  const [language, setLanguage] = useState<Language>(user?.interfaceLanguage ?? env.siteLanguage);
  const save = useMutation({
    mutationFn: (interfaceLanguage: Language) => updateCurrentUser(env.api, queryClient, { interfaceLanguage }),
    onSuccess: (next) => switchInterfaceLanguage(env.boot.site, next.interfaceLanguage),
  });

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="language-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(language);
      }}
    >
      <h2 id="language-form-title">{t('edit.languageTitle')}</h2>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {t('edit.language')}
        </label>
        <select
          id={selectId}
          name="interfaceLanguage"
          className="select"
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`common:language.names.${lang}`)}
            </option>
          ))}
        </select>
        <p className="field__hint">{t('edit.languageHint')}</p>
      </div>
      <FormError error={save.error} />
      <div className="row">
        <Button type="submit" disabled={save.isPending || !user}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
