import type { WalletConfirm } from '@crowdsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { partnerApi, partnerKeys } from '../../features/partner/api.ts';
import { methodName } from '../../features/partner/methods.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/form-error.tsx';
import { LinkError } from '../../ui/link-error.tsx';

const INVALID_LINK = new RequestError(
  'HTTP_ERROR',
  400,
  { error: { code: 'PAYOUT_LINK_INVALID', message: '' } },
  'HTTP 400',
);

/** `/auth/edit_purse/:hash/:userId`: the mailed link of a payout account change; applied after a click. */
export function EditPursePage() {
  const { t } = useTranslation();
  const link = useMailLinkParams();
  return (
    <section className="page page--narrow" data-route="authEditPurse">
      <h1>{t('routes:authEditPurse.title')}</h1>
      {link ? <Confirm link={link} /> : <PurseLinkError error={INVALID_LINK} />}
    </section>
  );
}

function Confirm({ link }: { link: WalletConfirm }) {
  const { t, i18n } = useTranslation('partner');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: partnerKeys.confirm(link),
    queryFn: () => partnerApi.preview(api, link),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const confirm = useMutation({
    mutationFn: () => partnerApi.confirm(api, link),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.wallets }),
  });

  if (confirm.isSuccess) {
    return (
      <>
        <Notice tone="success">
          {t('confirm.done', { method: methodName(t, confirm.data.method), account: confirm.data.account })}
        </Notice>
        <div className="row">
          <Link to="/partner/payment" className="button button--primary">
            {t('confirm.toPayout')}
          </Link>
          <Link to="/partner/payment_edit" className="button button--ghost">
            {t('confirm.toWallets')}
          </Link>
        </div>
      </>
    );
  }
  if (confirm.isError) return <PurseLinkError error={confirm.error} />;
  if (preview.isError) return <PurseLinkError error={preview.error} />;
  if (!preview.data) {
    return (
      <p role="status" aria-live="polite">
        {t('confirm.checking')}
      </p>
    );
  }
  const change = preview.data;
  return (
    <>
      <p className="lead">{t('confirm.lead')}</p>
      <dl>
        <dt>{t('confirm.method')}</dt>
        <dd>{methodName(t, change.method)}</dd>
        <dt>{t('confirm.account')}</dt>
        <dd>
          <span className="code" data-testid="account">
            {change.account}
          </span>
        </dd>
        <dt>{t('confirm.expires')}</dt>
        <dd>{formatDateTime(change.expiresAt, i18n.language)}</dd>
      </dl>
      <p className="muted">{t('confirm.notYou')}</p>
      <div className="row">
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {confirm.isPending ? t('confirm.working') : t('confirm.submit')}
        </Button>
      </div>
    </>
  );
}

/** Why the link does not work, and the way to request a new change. */
function PurseLinkError({ error }: { error: unknown }) {
  const { t } = useTranslation('partner');
  return <LinkError error={error} to="/partner/payment_edit" label={t('confirm.again')} />;
}
