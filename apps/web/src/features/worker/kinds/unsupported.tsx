import { useTranslation } from 'react-i18next';
import type { KindProps } from './shared.tsx';

/** Kinds the browser cabinet cannot solve yet (token kinds need the provider's widget): skip them. */
export function UnsupportedTask({ task }: KindProps) {
  const { t } = useTranslation('worker');
  return (
    <div className="work-media work-media--text">
      <p className="notice notice--warning" role="note" data-testid="unsupported">
        {task.category === 'token' ? t('unsupported.token') : t('unsupported.other')}
      </p>
    </div>
  );
}
