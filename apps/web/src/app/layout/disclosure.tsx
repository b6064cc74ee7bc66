import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../ui/icons.tsx';

interface DisclosureProps {
  /** The button's visible content. */
  label: ReactNode;
  /** The button's accessible name, when it says more than its visible content. */
  ariaLabel?: string;
  className: string;
  buttonClassName: string;
  /** The panel's content: links and buttons, reachable with the arrow keys. */
  children: ReactNode;
}

/**
 * A button that shows and hides a panel of links (the disclosure pattern): `aria-expanded` on the
 * button; Escape, a click outside, focus leaving or a new page close it; ↓/↑/Home/End move between
 * the panel's links.
 */
export function Disclosure({ label, ariaLabel, className, buttonClassName, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const focusFirst = useRef(false);

  // A new page closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      items(root.current)[0]?.focus();
    }
    const onPointerDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keys, focus and clicks inside the menu, listened to on its root.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        return;
      }
      const list = items(el);
      const next = nextItem(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
      if (next === null) return;
      event.preventDefault();
      if (open) list[next]?.focus();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (open && event.relatedTarget && !el.contains(event.relatedTarget as Node)) setOpen(false);
    };
    // A chosen link closes the panel, also when it leads to the page already open.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('.menu__panel a')) setOpen(false);
    };
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('focusout', onFocusOut);
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div ref={root} className={className}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <ChevronDownIcon className="menu__caret" size={16} aria-hidden="true" />
      </button>
      <div id={panelId} className="menu__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function items(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('.menu__panel a[href], .menu__panel button')] : [];
}

/** The item ↓/↑/Home/End lead to from `at` (-1: none focused; ↓/↑ then open the menu), or null. */
function nextItem(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return at < 0 ? 0 : (at + 1) % count;
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count;
    case 'Home':
      return at < 0 ? null : 0;
    case 'End':
      return at < 0 ? null : count - 1;
    default:
      return null;
  }
}
