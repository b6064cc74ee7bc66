import {
  ChangeEmailBodySchema,
  LANGUAGES,
  type Language,
  type Profile,
  UpdateProfileBodySchema,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
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
  const form = useFormSubmit({
    send: (body: { name?: string }) => profileApi.update(api, body),
    onSuccess: (next) => queryClient.setQueryData(profileKeys.profile, next),
    fieldErrors: (err) => pickFields(serverFieldErrors(err), ['name']),
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(() => validate(UpdateProfileBodySchema, { name }))}
      aria-labelledby="name-form-title"
    >
      <h2 id="name-form-title">{t('edit.nameTitle')}</h2>
      <TextField
        name="name"
        label={t('edit.name')}
        hint={t('edit.nameHint')}
        autoComplete="name"
        maxLength={80}
        value={name}
        error={form.errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormError error={form.formError} />
      {form.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('save')} />
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit({
    send: (body: { newEmail: string; password: string }) => profileApi.changeEmail(api, body),
    onSuccess: (_reply, body) => {
      setSentTo(body.newEmail);
      setValues({ newEmail: '', password: '' });
      void invalidateProfile(queryClient);
    },
    fieldErrors: (err) => {
      const code = codeOf(err);
      const field = code ? EMAIL_ERROR_FIELDS[code] : undefined;
      return field ? { [field]: `errors:${code}` } : serverFieldErrors(err);
    },
  });

  const notConfirmed = codeOf(form.mutation.error) === 'AUTH_EMAIL_NOT_CONFIRMED';
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(() => {
        setSentTo(null);
        return validate(ChangeEmailBodySchema, values);
      })}
      aria-labelledby="email-form-title"
    >
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
        error={form.errors.newEmail}
        onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
      />
      <TextField
        name="password"
        type="password"
        label={t('edit.currentPassword')}
        autoComplete="current-password"
        value={values.password}
        error={form.errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <FormError error={form.formError} />
      {notConfirmed ? (
        <p>
          <Link to="/auth/confirm-email">{t('overview.confirmLink')}</Link>
        </p>
      ) : null}
      {sentTo ? (
        <Notice tone="success">{t('edit.emailSent', { oldEmail: profile.email, newEmail: sentTo })}</Notice>
      ) : null}
      <SubmitRow pending={form.pending} label={t('edit.changeEmail')} />
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
  const form = useFormSubmit({
    send: (interfaceLanguage: Language) => updateCurrentUser(env.api, queryClient, { interfaceLanguage }),
    onSuccess: (next) => switchInterfaceLanguage(env.boot.site, next.interfaceLanguage),
    // Nothing to show beside the choice: any failure is the form's.
    fieldErrors: () => ({}),
  });

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="language-form-title"
      onSubmit={form.onSubmit(() => ({ ok: true, data: language }))}
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
      <FormError error={form.formError} />
      <SubmitRow pending={form.pending} label={t('save')} disabled={!user} />
    </form>
  );
}
