import type { DeveloperSoftware } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';

/**
 * Above the form of a published item: that it stays live while a change waits for moderation,
 * or why moderation rejected the last change (the published version stayed live).
 */
export function ChangeNotice({ item }: { item: DeveloperSoftware }) {
  const { t } = useTranslation('software');
  if (item.status !== 'published') return null;
  if (item.changePending) {
    return (
      <p className="software-change-notice" role="status" data-testid="change-pending">
        {t('form.changePending')}
      </p>
    );
  }
  if (item.changeRejectionReason) {
    return (
      <p
        className="software-change-notice software-change-notice--rejected"
        role="status"
        data-testid="change-rejected"
      >
        {t('form.changeRejected', { reason: item.changeRejectionReason })}
      </p>
    );
  }
  return null;
}
