import { isCryptoMethod, paymentMethodOfPath } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CryptoPayScreen } from '../../features/payments/crypto.tsx';
import { methodName } from '../../features/payments/format.ts';
import { PayFrame } from '../../features/payments/frame.tsx';
import { TopUpScreen } from '../../features/payments/topup-form.tsx';

/** `/pay/{shortname}` (`/pay/stripe`, `/pay/sandbox`): the top-up form of one method. */
export function PayMethodPage() {
  const { t } = useTranslation('pay');
  const { shortname = '' } = useParams();
  const method = paymentMethodOfPath(`/pay/${shortname}`);
  if (!method) {
    return (
      <PayFrame routeId="payMethod">
        <p className="notice notice--warning" data-testid="unknown-method">
          {t('form.unknownMethod')} <Link to="/pay">{t('form.toMethods')}</Link>
        </p>
      </PayFrame>
    );
  }
  return (
    <PayFrame routeId="payMethod" title={t('form.titleFor', { method: methodName(t, method) })}>
      {isCryptoMethod(method) ? <CryptoPayScreen method={method} /> : <TopUpScreen only={method} />}
    </PayFrame>
  );
}
