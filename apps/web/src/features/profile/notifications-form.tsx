import type { NotificationPrefs } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { CheckboxField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { patchProfile, profileApi } from './api.ts';

const PREFS = ['newSignIn', 'systemMessages', 'news'] as const satisfies readonly (keyof NotificationPrefs)[];

/** Which mails the account gets (`PUT /api/v2/profile/notifications`). */
export function NotificationsForm({ initial }: { initial: NotificationPrefs }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [prefs, setPrefs] = useState<NotificationPrefs>(initial);
  const form = useFormSubmit({
    send: (body: NotificationPrefs) => profileApi.setNotifications(api, body),
    onSuccess: (notifications) => {
      patchProfile(queryClient, { notifications });
      setPrefs(notifications);
    },
    // Nothing to show beside a checkbox: any failure is the form's.
    fieldErrors: () => ({}),
  });

  return (
    <form className="form form--wide" noValidate onSubmit={form.onSubmit(() => ({ ok: true, data: prefs }))}>
      <p className="lead">{t('notifications.lead')}</p>
      {PREFS.map((key) => (
        <CheckboxField
          key={key}
          name={key}
          label={t(`notifications.${key}`)}
          checked={prefs[key]}
          onChange={(e) => {
            form.mutation.reset();
            setPrefs((p) => ({ ...p, [key]: e.target.checked }));
          }}
        />
      ))}
      <FormError error={form.formError} />
      {form.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('save')} />
    </form>
  );
}
