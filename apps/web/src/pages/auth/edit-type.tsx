import type { UserType } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { CABINET_PATH } from '../../features/auth/destinations.ts';
import { RolePicker } from '../../features/auth/role-picker.tsx';
import { useCurrentUser, userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** Changing the account type: the picker with the current type marked, a confirmation, then the change. */
export function EditTypePage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const current = useCurrentUser(api).data?.profile.userType ?? null;
  const [userType, setUserType] = useState<UserType | null>(current);
  const [confirming, setConfirming] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yesRef.current?.focus();
  }, [confirming]);

  const mutation = useMutation({
    mutationFn: (type: UserType) => authApi.selectRole(api, type),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current, user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      setConfirming(false);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!userType) {
      setPickError('required');
      return;
    }
    setPickError(null);
    mutation.reset();
    setConfirming(true);
  }

  const unchanged = userType !== null && userType === current;
  const done = mutation.isSuccess ? mutation.variables : null;
  return (
    <section className="page" data-route="cabinetEditType">
      <h1>{t('routes:cabinetEditType.title')}</h1>
      <p className="lead">{t('editType.lead')}</p>
      <ul>
        <li>{t('editType.explain.cabinet')}</li>
        <li>{t('editType.explain.money')}</li>
        <li>{t('editType.explain.apiKey')}</li>
      </ul>
      {done ? (
        <>
          <Notice tone="success">{t('editType.done', { role: t(`roles.${done}.title`) })}</Notice>
          <div className="row">
            <Link to={CABINET_PATH[done]} className="button button--primary">
              {t('editType.toCabinet')}
            </Link>
          </div>
        </>
      ) : null}
      <form className="form form--wide" noValidate onSubmit={onSubmit}>
        <RolePicker
          legend={t('editType.legend')}
          value={userType}
          onChange={(v) => {
            setUserType(v);
            setConfirming(false);
            mutation.reset();
            setPickError(null);
          }}
          current={current}
          disabled={mutation.isPending}
          error={pickError}
        />
        {confirming && userType ? (
          <div className="notice notice--warning">
            <p id="edit-type-confirm">
              {current
                ? t('editType.confirm', {
                    from: t(`roles.${current}.title`),
                    to: t(`roles.${userType}.title`),
                  })
                : t('editType.confirmFirst', { to: t(`roles.${userType}.title`) })}
            </p>
            <div className="row">
              <button
                ref={yesRef}
                aria-describedby="edit-type-confirm"
                type="button"
                className="button button--primary"
                onClick={() => mutation.mutate(userType)}
                disabled={mutation.isPending}
              >
                {mutation.isPending ? t('editType.submitting') : t('editType.yes')}
              </button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
                {t('editType.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
        <FormError error={mutation.error} />
        {confirming ? null : (
          <div className="row">
            <Button type="submit" disabled={unchanged}>
              {t('editType.submit')}
            </Button>
            {unchanged ? <span className="muted">{t('editType.unchanged')}</span> : null}
          </div>
        )}
      </form>
    </section>
  );
}
