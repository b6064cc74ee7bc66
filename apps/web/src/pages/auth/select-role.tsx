import type { UserType } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { CABINET_PATH } from '../../features/auth/destinations.ts';
import { RolePicker } from '../../features/auth/role-picker.tsx';
import { useCurrentUser, userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { safeReturnTo } from '../../lib/return-to.ts';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** The role choice of a user without one: the chosen type's cabinet opens next. */
export function SelectRolePage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = useCurrentUser(api).data?.profile.userType ?? null;
  const [userType, setUserType] = useState<UserType | null>(current);
  const form = useFormSubmit({
    send: (type: UserType) => authApi.selectRole(api, type),
    onSuccess: (user, type) => {
      queryClient.setQueryData(userKeys.current, user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      navigate(safeReturnTo(searchParams.get('return_to')) ?? CABINET_PATH[type], { replace: true });
    },
    // The choice is the only field: a refusal is the form's.
    fieldErrors: () => ({}),
  });

  function check(): Checked<UserType> {
    return userType ? { ok: true, data: userType } : { ok: false, errors: { userType: 'required' } };
  }

  return (
    <section className="page" data-route="selectRole">
      <h1>{t('routes:selectRole.title')}</h1>
      <p className="lead">{t('selectRole.lead')}</p>
      <form className="form form--wide" noValidate onSubmit={form.onSubmit(check)}>
        <RolePicker
          legend={t('selectRole.legend')}
          value={userType}
          onChange={(v) => {
            setUserType(v);
            form.setErrors({});
          }}
          current={current}
          disabled={form.pending}
          error={form.errors.userType ?? null}
        />
        <p className="muted">{t('selectRole.changeLater')}</p>
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} label={t('selectRole.submit')} pendingLabel={t('selectRole.submitting')} />
      </form>
    </section>
  );
}
