import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** md by default (spec §4). */
  size?: ModalSize;
  /** When given, a close button shows and Escape closes; without it the modal has no close button. */
  onClose?: () => void;
  footer?: ReactNode;
}

/** A dialog in three sizes; focus moves into it while open and returns when it closes. */
export function Modal({ open, title, children, size = 'md', onClose, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('common');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      data-size={size}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <header className="modal__header">
        <h2 id={titleId}>{title}</h2>
        {onClose ? (
          <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={onClose}>
            ×
          </button>
        ) : null}
      </header>
      <div className="modal__body">{children}</div>
      {footer ? <footer className="modal__footer">{footer}</footer> : null}
    </dialog>
  );
}
