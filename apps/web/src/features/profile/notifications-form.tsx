import type { NotificationPrefs } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/field.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { patchProfile, profileApi } from './api.ts';

const PREFS = ['newSignIn', 'systemMessages', 'news'] as const satisfies readonly (keyof NotificationPrefs)[];

/** Which mails the account gets (`PUT /api/v2/profile/notifications`). */
export function NotificationsForm({ initial }: { initial: NotificationPrefs }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [prefs, setPrefs] = useState<NotificationPrefs>(initial);
  const save = useMutation({
    mutationFn: (body: NotificationPrefs) => profileApi.setNotifications(api, body),
    onSuccess: (notifications) => {
      patchProfile(queryClient, { notifications });
      setPrefs(notifications);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(prefs);
  }

  return (
    <form className="form form--wide" noValidate onSubmit={submit}>
      <p className="lead">{t('notifications.lead')}</p>
      {PREFS.map((key) => (
        <CheckboxField
          key={key}
          name={key}
          label={t(`notifications.${key}`)}
          checked={prefs[key]}
          onChange={(e) => {
            save.reset();
            setPrefs((p) => ({ ...p, [key]: e.target.checked }));
          }}
        />
      ))}
      <FormError error={save.error} />
      {save.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <div className="row">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
