import type { CustomerPricesReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';

/** "1 USD = 92.5 RUB, rate of 24 Nov 2026" and where the rate comes from, under the price table. */
export function RateLine({ reply }: { reply: CustomerPricesReply }) {
  const { t, i18n } = useTranslation('pricing');
  if (reply.currency === 'USD' || !reply.rateDate) return null;
  const language = i18n.language;
  // The rate's calendar day, whatever the reader's time zone.
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${reply.rateDate}T00:00:00Z`),
  );
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(reply.rate);
  return (
    <p className="muted" data-testid="rate-line">
      {t('rate.line', { rate, currency: reply.currency, date })}
      {reply.rateSource ? ` ${t(`rate.${reply.rateSource}`)}` : null}
    </p>
  );
}
