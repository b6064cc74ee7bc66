import { isCryptoMethod, PAY_WEB_PATHS, type PaymentMethodInfo } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentMethods } from './api.ts';
import { feeText, formatMicros, methodName } from './format.ts';
import { PayQuery } from './frame.tsx';

/** `/pay`: the methods with their minimum and fee, and the other ways money comes in. */
export function PayOverview() {
  const methods = usePaymentMethods();
  return <PayQuery query={methods}>{(data) => <Methods methods={data.methods} />}</PayQuery>;
}

function Methods({ methods }: { methods: PaymentMethodInfo[] }) {
  const { t } = useTranslation('pay');
  return (
    <>
      <p className="lead">{t('overview.lead')}</p>
      {methods.length === 0 ? (
        <p className="notice notice--warning" data-testid="no-methods">
          {t('overview.none')}
        </p>
      ) : (
        <ul className="pay-methods">
          {methods.map((m) => (
            <MethodCard key={m.method} info={m} />
          ))}
        </ul>
      )}
      <div className="row">
        <Link to={PAY_WEB_PATHS.addBalance} className="button button--primary">
          {t('overview.addBalance')}
        </Link>
        <Link to={PAY_WEB_PATHS.sendUser}>{t('overview.sendUser')}</Link>
        <Link to={PAY_WEB_PATHS.voucher}>{t('overview.voucher')}</Link>
        <Link to={PAY_WEB_PATHS.history}>{t('overview.history')}</Link>
      </div>
    </>
  );
}

function MethodCard({ info }: { info: PaymentMethodInfo }) {
  const { t, i18n } = useTranslation('pay');
  return (
    <li data-method={info.method}>
      <h2>{methodName(t, info.method)}</h2>
      {info.test ? <span className="pay-badge">{t('test.badge')}</span> : null}
      <p className="muted" data-testid={`terms-${info.method}`}>
        {t('terms', {
          minimum: formatMicros(info.minimumMicros, i18n.language),
          fee: feeText(t, info.feeBasisPoints, i18n.language),
        })}
      </p>
      {isCryptoMethod(info.method) ? (
        <p className="field__hint" data-testid={`minimum-why-${info.method}`}>
          {t('overview.minimumWhy')}
        </p>
      ) : null}
      <Link to={info.path} className="button button--ghost">
        {t('overview.payWith', { method: methodName(t, info.method) })}
      </Link>
    </li>
  );
}
