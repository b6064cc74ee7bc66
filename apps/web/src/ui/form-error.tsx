import { useTranslation } from 'react-i18next';
import { errorKey } from '../lib/errors.ts';

/** The translated message of a failed call, announced to screen readers. Never the server's raw text. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {t(errorKey(error))}
    </p>
  );
}

/** A success or information note. */
export function Notice({
  children,
  tone = 'info',
}: {
  children: React.ReactNode;
  tone?: 'info' | 'success' | 'warning';
}) {
  return (
    <p className={`notice notice--${tone}`} role="status">
      {children}
    </p>
  );
}
