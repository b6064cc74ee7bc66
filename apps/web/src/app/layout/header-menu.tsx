import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../ui/icons.tsx';

/**
 * The header's navigation, staff menu and language switcher. At desktop widths they sit in the
 * header's row and the button is not shown; on a phone they fold behind the menu button (the
 * disclosure pattern): `aria-expanded` on the button; Escape, a click outside, focus leaving,
 * a chosen link or a new page close it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const el = root.current;
    if (!open || !el) return;
    const onPointerDown = (event: Event) => {
      if (!el.contains(event.target as Node)) setOpen(false);
    };
    // A menu inside (the staff menu) takes its own Escape first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !el.contains(event.relatedTarget as Node)) setOpen(false);
    };
    // A chosen link closes the menu, also when it leads to the page already open.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    el.addEventListener('focusout', onFocusOut);
    el.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div ref={root} className={open ? 'header-menu is-open' : 'header-menu'}>
      <button
        ref={button}
        type="button"
        className="button button--ghost header-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <MenuIcon className="header-menu__icon" size={20} aria-hidden="true" />
        <span className="header-menu__label">{t('nav.menu')}</span>
      </button>
      <div id={panelId} className="header-menu__panel">
        {children}
      </div>
    </div>
  );
}
