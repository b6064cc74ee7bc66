import {
  type CryptoInvoice,
  isFinalPaymentStatus,
  PAY_WEB_PATHS,
  PAYMENT_METHOD_RULES,
  type PaymentDetail,
} from '@crowdsolve/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { usePayment } from './api.ts';
import { countdownText, formatMicros } from './format.ts';
import { PayQuery } from './frame.tsx';
import { SandboxActions } from './sandbox-actions.tsx';
import { PaymentStatusCard, useWhenPaid } from './status.tsx';

/** The current time, again every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** A crypto invoice, followed live: asked again every few seconds until paid, failed or expired. */
export function InvoiceScreen({ id }: { id: number }) {
  const payment = usePayment(id);
  useWhenPaid(payment.data);
  return <PayQuery query={payment}>{(data) => <InvoiceView payment={data} />}</PayQuery>;
}

/** Address, amount, QR code, time left and status of a crypto invoice. */
export function InvoiceView({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('pay');
  const open = !isFinalPaymentStatus(payment.status);
  const now = useNow(open && payment.expiresAt !== null);
  const invoice = payment.invoice;
  if (!invoice || !open) {
    return (
      <>
        <PaymentStatusCard payment={payment} returned="ok" />
        {payment.status === 'expired' ? (
          <p>
            <Link to={PAYMENT_METHOD_RULES[payment.method].path}>{t('crypto.newInvoice')}</Link>
          </p>
        ) : null}
      </>
    );
  }
  const left = payment.expiresAt ? new Date(payment.expiresAt).getTime() - now : null;
  return (
    <div data-testid="invoice" data-status={payment.status}>
      {invoice.test ? (
        <p className="pay-test" role="note" data-testid="test-address">
          {t('crypto.testAddress')}
        </p>
      ) : null}
      <p className="lead">
        {t('crypto.send', { amount: invoice.amount, coin: invoice.coin, network: invoice.network })}
      </p>
      <div className="pay-invoice">
        <img
          className="pay-invoice__qr"
          src={invoice.qrDataUrl}
          alt={t('crypto.qrAlt', { coin: invoice.coin })}
          width={224}
          height={224}
        />
        <dl className="pay-summary pay-summary--stack">
          <div>
            <dt>{t('crypto.amount')}</dt>
            <dd data-testid="crypto-amount">
              {invoice.amount} {invoice.coin}
            </dd>
          </div>
          <div>
            <dt>{t('crypto.address', { network: invoice.network })}</dt>
            <dd className="pay-invoice__address code" data-testid="address">
              {invoice.address}
            </dd>
            <CopyButton text={invoice.address} />
          </div>
          <div>
            <dt>{t('crypto.credited')}</dt>
            <dd>{formatMicros(payment.amountMicros, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('crypto.timeLeft')}</dt>
            <dd data-testid="countdown">{left === null ? '—' : left > 0 ? countdownText(left) : t('crypto.timeUp')}</dd>
          </div>
        </dl>
      </div>
      <p role="status" aria-live="polite" data-testid="invoice-status">
        {t(`crypto.status.${payment.status}`)}
      </p>
      <Links invoice={invoice} />
      {invoice.test && payment.provider === 'sandbox' ? <SandboxActions payment={payment} /> : null}
      <p className="muted">
        <Link to={PAY_WEB_PATHS.history}>{t('status.toHistory')}</Link>
      </p>
    </div>
  );
}

function Links({ invoice }: { invoice: CryptoInvoice }) {
  const { t } = useTranslation('pay');
  if (invoice.test) return null;
  return (
    <div className="row">
      {invoice.paymentLink ? <a href={invoice.paymentLink}>{t('crypto.openWallet')}</a> : null}
      {invoice.checkoutLink ? (
        <a href={invoice.checkoutLink} target="_blank" rel="noreferrer noopener">
          {t('crypto.checkoutLink')}
        </a>
      ) : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('pay');
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <Button
      variant="ghost"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t('crypto.copied') : t('crypto.copy')}
    </Button>
  );
}
