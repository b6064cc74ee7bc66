import type { UserType } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { CABINET_PATH } from '../../features/auth/destinations.ts';
import { RolePicker } from '../../features/auth/role-picker.tsx';
import { useCurrentUser, userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { safeReturnTo } from '../../lib/return-to.ts';
import { Button } from '../../ui/button.tsx';
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
  const [pickError, setPickError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (type: UserType) => authApi.selectRole(api, type),
    onSuccess: (user, type) => {
      queryClient.setQueryData(userKeys.current, user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      navigate(safeReturnTo(searchParams.get('return_to')) ?? CABINET_PATH[type], { replace: true });
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
    mutation.mutate(userType);
  }

  return (
    <section className="page" data-route="selectRole">
      <h1>{t('routes:selectRole.title')}</h1>
      <p className="lead">{t('selectRole.lead')}</p>
      <form className="form form--wide" noValidate onSubmit={onSubmit}>
        <RolePicker
          legend={t('selectRole.legend')}
          value={userType}
          onChange={(v) => {
            setUserType(v);
            setPickError(null);
          }}
          current={current}
          disabled={mutation.isPending}
          error={pickError}
        />
        <p className="muted">{t('selectRole.changeLater')}</p>
        <FormError error={mutation.error} />
        <div className="row">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('selectRole.submitting') : t('selectRole.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
