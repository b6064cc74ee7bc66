import { useEffect, useRef } from 'react';

/** Whether a key press is typing into a field (then only the field handles it). */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** Listens to key presses on the window while mounted; the latest handler is always used. */
export function useWindowKeys(handler: (event: KeyboardEvent) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => ref.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

/** Whether the focused element handles this key itself (typing, or Enter/Space on a button or link). */
export function ownsKey(event: KeyboardEvent): boolean {
  if (isTyping(event)) return true;
  const tag = (event.target as HTMLElement | null)?.tagName;
  return (event.key === 'Enter' || event.key === ' ') && (tag === 'BUTTON' || tag === 'A' || tag === 'AUDIO');
}
