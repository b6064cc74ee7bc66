import { useTranslation } from 'react-i18next';
import { useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { ConfirmTransfer, TransferLinkError } from '../../features/transfers/confirm-transfer.tsx';
import { RequestError } from '../../lib/request.ts';

const INVALID_LINK = new RequestError(
  'HTTP_ERROR',
  400,
  { error: { code: 'TRANSFER_LINK_INVALID', message: '' } },
  'HTTP 400',
);

/**
 * `/pay/send_user_hash/:hash/:userId`: the mailed link of a transfer. Like the payout-account link,
 * the link alone authorizes (it proves the sender's mailbox); the money moves after a click.
 */
export function PaySendUserHashPage() {
  const { t } = useTranslation();
  const link = useMailLinkParams();
  return (
    <section className="page page--narrow" data-route="paySendUserHash">
      <h1>{t('routes:paySendUserHash.title')}</h1>
      {link ? <ConfirmTransfer link={link} /> : <TransferLinkError error={INVALID_LINK} />}
    </section>
  );
}
