import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';

/** A small question with a dangerous answer: the confirm button, and Cancel. */
export function ConfirmModal(props: {
  open: boolean;
  title: string;
  confirm: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: unknown;
  variant?: 'danger' | 'primary';
}) {
  const { t } = useTranslation('editor');
  return (
    <Modal
      open={props.open}
      size="sm"
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          <Button variant={props.variant ?? 'danger'} disabled={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </>
      }
    >
      {props.children}
      <FormError error={props.error} />
    </Modal>
  );
}
