import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n.ts';
import { Modal, type ModalProps } from './modal.tsx';

const i18n = createI18n('en');

function show(props: Partial<ModalProps> & { children?: ReactNode } = {}) {
  const { children = <p>Body text</p>, ...rest } = props;
  return render(
    <I18nextProvider i18n={i18n}>
      <Modal open title="Dialog title" {...rest}>
        {children}
      </Modal>
    </I18nextProvider>,
  );
}

function dialog(container: HTMLElement): HTMLDialogElement {
  const el = container.querySelector('dialog');
  if (!el) throw new Error('no dialog rendered');
  return el;
}

afterEach(() => {
  cleanup();
});

describe('Modal', () => {
  it('renders nothing when closed', () => {
    const { container } = show({ open: false, onClose: () => {} });
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.queryByText('Dialog title')).toBeNull();
    expect(screen.queryByText('Body text')).toBeNull();
  });

  it('renders an open dialog with title and body, labelled by its title', () => {
    const { container } = show();
    const el = dialog(container);
    expect(el.hasAttribute('open')).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Dialog title' });
    expect(el.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.id).not.toBe('');
    expect(el.textContent).toContain('Body text');
  });

  describe('opening', () => {
    const original = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    afterEach(() => {
      if (original) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', original);
    });

    it('opens with showModal when the browser has it', () => {
      const showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true });
      const el = dialog(show().container);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(el.hasAttribute('open')).toBe(true);
    });

    it('falls back to the open attribute when showModal is missing', () => {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true });
      const el = dialog(show().container);
      expect(el.hasAttribute('open')).toBe(true);
    });
  });

  it('is md by default', () => {
    const el = dialog(show().container);
    expect(el.dataset.size).toBe('md');
    expect(el.classList.contains('modal--md')).toBe(true);
  });

  it.each(['sm', 'lg'] as const)('renders size %s', (size) => {
    const el = dialog(show({ size }).container);
    expect(el.dataset.size).toBe(size);
    expect(el.classList.contains(`modal--${size}`)).toBe(true);
    expect(el.classList.contains('modal--md')).toBe(false);
  });

  it('has no close button without onClose', () => {
    const el = dialog(show().container);
    expect(el.querySelector('.modal__close')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a translated close button with onClose, which calls it', () => {
    const onClose = vi.fn();
    show({ onClose });
    const button = screen.getByRole('button', { name: 'Close' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape (the cancel event) and prevents the native close', () => {
    const onClose = vi.fn();
    const el = dialog(show({ onClose }).container);
    const event = new Event('cancel', { cancelable: true });
    el.dispatchEvent(event);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(el.hasAttribute('open')).toBe(true);
  });

  it('stays open on Escape without onClose', () => {
    const el = dialog(show().container);
    const event = new Event('cancel', { cancelable: true });
    el.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(el.hasAttribute('open')).toBe(true);
  });

  it('renders a footer only when given', () => {
    expect(dialog(show().container).querySelector('.modal__footer')).toBeNull();
    cleanup();
    const el = dialog(show({ footer: <button type="button">OK</button> }).container);
    expect(el.querySelector('.modal__footer')?.textContent).toBe('OK');
  });

  it('disappears when re-rendered closed', () => {
    const onClose = vi.fn();
    const { container, rerender } = show({ onClose });
    expect(container.querySelector('dialog')).not.toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Modal open={false} title="Dialog title" onClose={onClose}>
          <p>Body text</p>
        </Modal>
      </I18nextProvider>,
    );
    expect(container.querySelector('dialog')).toBeNull();
  });
});
