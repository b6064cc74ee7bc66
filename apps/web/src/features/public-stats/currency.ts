import type { Currency, Language } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '../pricing/prices.ts';

/** The currency the statistics start in: the visitor's language's (as on /pricing). */
export function useStatsCurrency() {
  const { i18n } = useTranslation();
  return useState<Currency>(currencyFor(i18n.language as Language));
}
