import { CURRENCIES, type Currency, type CustomerPricesReply, PRICE_TOKEN_PATTERN } from '@crowdsolve/contract';

/** What the content module needs of the pricing module. */
export interface ContentPrices {
  customerPrices(currency: Currency): Promise<CustomerPricesReply>;
}

export const currencyOf = (value: string | undefined): Currency => {
  const upper = (value ?? '').toUpperCase();
  return (CURRENCIES as readonly string[]).includes(upper) ? (upper as Currency) : 'USD';
};

/** A price per 1000 as a reader sees it: `$0.50`, `45.00 ₽`, `¥3.50`. */
export function formatPrice(amount: number, currency: Currency): string {
  const figure = amount.toFixed(amount < 0.1 && amount > 0 ? 4 : 2);
  if (currency === 'RUB') return `${figure} ₽`;
  if (currency === 'CNY') return `¥${figure}`;
  return `$${figure}`;
}

/**
 * Replaces `{{price:<kind>}}` tokens with the price of 1000 tasks of that kind in the currency
 * (USD when there is no rate for it). An unknown kind keeps its token, visibly.
 */
export async function withPrices(html: string, currency: Currency, prices: ContentPrices | null): Promise<string> {
  if (!prices || !html.includes('{{price:')) return html;
  const reply = await prices.customerPrices(currency);
  const byType = new Map<string, number>(reply.prices.map((p) => [p.type, p.per1000]));
  return html.replace(PRICE_TOKEN_PATTERN, (token, kind: string) => {
    const amount = byType.get(kind);
    return amount === undefined ? token : formatPrice(amount, reply.currency);
  });
}
