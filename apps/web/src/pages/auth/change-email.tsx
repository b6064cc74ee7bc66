import { ChangeEmailStatusSchema, type ConfirmEmailChangeReply } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { MailLinkPage, useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Notice } from '../../ui/form-error.tsx';

/** A link of an address change, from the old or the new mailbox; the change completes with both. */
export function ChangeEmailPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const params = useParams();
  const status = ChangeEmailStatusSchema.safeParse(params.status);
  const mailLink = useMailLinkParams();
  const link = status.success ? mailLink : null;
  return (
    <MailLinkPage
      routeId="authChangeEmail"
      link={link}
      run={async (l) => {
        const reply = await authApi.confirmEmailChange(api, { ...l, status: status.success ? status.data : 'old' });
        await queryClient.invalidateQueries({ queryKey: profileKeys.all });
        return reply;
      }}
      retry={{ to: '/profile/edit', label: t('changeEmail.startAgain') }}
      success={(reply) => <Changed reply={reply} />}
    />
  );
}

function Changed({ reply }: { reply: ConfirmEmailChangeReply }) {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data ?? null;
  return (
    <>
      {reply.complete ? (
        <Notice tone="success">{t('changeEmail.complete', { email: reply.email ?? '' })}</Notice>
      ) : (
        <Notice tone="info">{t('changeEmail.halfway')}</Notice>
      )}
      <p>{reply.complete ? t('changeEmail.completeHint') : t('changeEmail.halfwayHint')}</p>
      <div className="row">
        <Link to={user ? '/profile' : '/auth/login'} className="button button--primary">
          {user ? t('changeEmail.toProfile') : t('changeEmail.signIn')}
        </Link>
      </div>
    </>
  );
}
