import type { CryptoMethod } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paymentIdParam } from './api.ts';
import { InvoiceScreen } from './invoice.tsx';
import { TopUpScreen } from './topup-form.tsx';

/** A crypto page: the amount to top up, then (`?payment=<id>`) the invoice with its live status. */
export function CryptoPayScreen({ method }: { method: CryptoMethod }) {
  const [params] = useSearchParams();
  const { t } = useTranslation('pay');
  const id = paymentIdParam(params);
  if (id !== null) return <InvoiceScreen id={id} />;
  return (
    <>
      <p className="lead">{t('crypto.lead')}</p>
      <TopUpScreen only={method} />
    </>
  );
}
