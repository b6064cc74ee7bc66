import type { Transfer, TransferLink } from '@crowdsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { LinkError } from '../../ui/link-error.tsx';
import { refreshMoney, transferKeys, transfersApi } from './api.ts';
import { recipientLabel } from './transfer-form.tsx';

/**
 * The page of a transfer's mailed link: shows the transfer, then makes it (or cancels it) on a
 * click, never on load, so a mail scanner opening the link moves nothing.
 */
export function ConfirmTransfer({ link }: { link: TransferLink }) {
  const { t } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: transferKeys.link(link),
    queryFn: () => transfersApi.preview(api, link),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const onDone = (transfer: Transfer) => {
    queryClient.setQueryData(transferKeys.link(link), transfer);
    refreshMoney(queryClient);
  };
  // A refusal may have ended the transfer (it failed, or it expired meanwhile): read its state again.
  const onError = () => void queryClient.invalidateQueries({ queryKey: transferKeys.link(link) });
  const confirm = useMutation({ mutationFn: () => transfersApi.confirm(api, link), onSuccess: onDone, onError });
  const cancel = useMutation({ mutationFn: () => transfersApi.cancelByLink(api, link), onSuccess: onDone, onError });

  if (preview.isError) return <TransferLinkError error={preview.error} />;
  if (!preview.data) {
    return (
      <p role="status" aria-live="polite">
        {t('confirm.checking')}
      </p>
    );
  }
  const transfer = preview.data;
  const failure = confirm.error ?? cancel.error;
  const busy = confirm.isPending || cancel.isPending;
  return (
    <>
      <TransferFacts transfer={transfer} />
      {transfer.state === 'pending' ? (
        <>
          <p className="muted">{t('confirm.notYou')}</p>
          <FormError error={failure} />
          <div className="row">
            <Button onClick={() => confirm.mutate()} disabled={busy}>
              {confirm.isPending ? t('confirm.working') : t('confirm.submit')}
            </Button>
            <Button variant="ghost" onClick={() => cancel.mutate()} disabled={busy}>
              {t('confirm.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {/* A refusal at the click (e.g. the balance no longer covered it) says why, in its words. */}
          {failure ? (
            <FormError error={failure} />
          ) : (
            <Notice tone={transfer.state === 'completed' ? 'success' : 'warning'}>
              {t(`confirm.outcome.${transfer.state}`)}
            </Notice>
          )}
          <div className="row">
            <Link to="/pay/send_user" className="button button--primary">
              {t('confirm.toTransfers')}
            </Link>
          </div>
        </>
      )}
    </>
  );
}

function TransferFacts({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation('transfer');
  return (
    <dl data-testid="transfer">
      <dt>{t('confirm.amount')}</dt>
      <dd>
        <strong>{formatMicros(transfer.amountMicros, i18n.language)}</strong>
      </dd>
      <dt>{t('confirm.recipient')}</dt>
      <dd>{recipientLabel(transfer)}</dd>
      <dt>{t('confirm.state')}</dt>
      <dd>{t(`states.${transfer.state}`)}</dd>
      <dt>{transfer.state === 'pending' ? t('confirm.expires') : t('confirm.requested')}</dt>
      <dd>{formatDateTime(transfer.state === 'pending' ? transfer.expiresAt : transfer.createdAt, i18n.language)}</dd>
    </dl>
  );
}

/** Why the link does not work, and the way to request a new transfer. */
export function TransferLinkError({ error }: { error: unknown }) {
  const { t } = useTranslation('transfer');
  return <LinkError error={error} to="/pay/send_user" label={t('confirm.again')} />;
}
