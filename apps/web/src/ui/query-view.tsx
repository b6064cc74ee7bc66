import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../lib/errors.ts';
import { FormError } from './form-error.tsx';

/**
 * A read's three states: `children` with the data; the translated failure (or `refusal.show` when
 * the server answered `refusal.code`, e.g. a screen that is not for this account); loading.
 */
export function QueryView<T>({
  query,
  children,
  refusal,
}: {
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
  refusal?: { code: string; show: ReactNode };
}) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return refusal && codeOf(query.error) === refusal.code ? refusal.show : <FormError error={query.error} />;
  }
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}
