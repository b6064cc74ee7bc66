import type { Currency, Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { moneyFormatter } from '../../lib/money.ts';
import { currencyFor, pricesQuery } from '../pricing/prices.ts';
import { NoRateNotice } from '../public-stats/currency-select.tsx';

/**
 * Prices of the documentation in the visitor's currency, as /pricing shows them (the same query and
 * rate): `format` turns a price per 1000 in micro-dollars into that currency (US dollars while the
 * rate is loading or missing), `notice` is /pricing's "no rate" notice when the currency has none.
 */
export function useDocMoney() {
  const { i18n } = useTranslation();
  const { api } = useAppEnv();
  const asked: Currency = currencyFor(i18n.language as Language);
  const { data } = useQuery(pricesQuery(api, asked));
  const shown = data?.currency ?? 'USD';
  const rate = data?.rate ?? 1;
  const money = useMemo(() => moneyFormatter(shown, i18n.language), [shown, i18n.language]);
  return {
    currency: shown,
    // Rounded as the price table rounds it (4 decimals), so the figure equals /pricing's.
    format: (per1000Micros: number) => money(Math.round((per1000Micros / 1_000_000) * rate * 10_000) / 10_000),
    notice: data ? <NoRateNotice asked={asked} shown={shown} /> : null,
  };
}
