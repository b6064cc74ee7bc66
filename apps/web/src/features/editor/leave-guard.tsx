import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal.tsx';

/**
 * Asks before leaving with unsaved changes: a modal for a move inside the app, the browser's own
 * question for closing or reloading the tab. `allow` lets the editor's own moves through (after
 * creating, after deleting).
 */
export function LeaveGuard({ dirty, allow }: { dirty: boolean; allow: RefObject<boolean> }) {
  const { t } = useTranslation('editor');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      confirm={t('leave.confirm')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('leave.text')}</p>
    </ConfirmModal>
  );
}
