import { isFinalPaymentStatus, PAY_WEB_PATHS, type PaymentDetail } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paymentChanged, paymentIdParam, usePayment } from './api.ts';
import { formatMicros, methodName } from './format.ts';
import { PayQuery } from './frame.tsx';

/** Refreshes the balance and lists once a watched payment turns paid. */
export function useWhenPaid(payment: PaymentDetail | undefined) {
  const queryClient = useQueryClient();
  const paid = payment?.status === 'paid';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per payment turning paid
  useEffect(() => {
    if (paid && payment) paymentChanged(queryClient, payment);
  }, [paid, payment?.id]);
}

/** The status of one payment, in words, with what to do next. */
export function PaymentStatusCard({ payment, returned }: { payment: PaymentDetail; returned: 'ok' | 'error' }) {
  const { t, i18n } = useTranslation('pay');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const waiting = !isFinalPaymentStatus(payment.status);
  // Back from the provider's "cancel" link while the checkout is still open: not paid, nothing charged.
  const key = waiting && returned === 'error' ? 'cancelled' : payment.status;
  return (
    <div data-testid="payment-status" data-status={payment.status}>
      <p className={`lead pay-status--${payment.status}`} role="status" aria-live="polite">
        {t(`status.${key}`, { amount: money(payment.amountMicros) })}
      </p>
      <dl className="pay-summary">
        <div>
          <dt>{t('form.method')}</dt>
          <dd>{methodName(t, payment.method)}</dd>
        </div>
        <div>
          <dt>{t('form.total')}</dt>
          <dd>{money(payment.totalMicros)}</dd>
        </div>
        <div>
          <dt>{t('form.credited')}</dt>
          <dd data-testid="credited">{money(payment.creditedMicros)}</dd>
        </div>
      </dl>
      {waiting ? <p className="muted">{t('status.watching')}</p> : null}
      <div className="row">
        {payment.status === 'paid' ? null : (
          <Link to={PAY_WEB_PATHS.addBalance} className="button button--primary">
            {t('status.tryAgain')}
          </Link>
        )}
        <Link to={PAY_WEB_PATHS.history}>{t('status.toHistory')}</Link>
      </div>
    </div>
  );
}

/** `/pay/ok` and `/pay/error`: the payment of `?payment=`, followed live until its status is final. */
export function PaymentResult({ returned }: { returned: 'ok' | 'error' }) {
  const [params] = useSearchParams();
  const id = paymentIdParam(params);
  const { t } = useTranslation('pay');
  const payment = usePayment(id);
  useWhenPaid(payment.data);
  if (id === null) {
    return (
      <div>
        <p className="lead">{t('status.noPayment')}</p>
        <Link to={PAY_WEB_PATHS.addBalance}>{t('status.tryAgain')}</Link>
      </div>
    );
  }
  return <PayQuery query={payment}>{(data) => <PaymentStatusCard payment={data} returned={returned} />}</PayQuery>;
}
