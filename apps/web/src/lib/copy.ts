/**
 * Copies text to the clipboard. Without the Clipboard API (or when it refuses) the text of
 * `fallback` is selected so the visitor can copy it by hand; the answer says which happened.
 */
export async function copyText(text: string, fallback?: HTMLElement | null): Promise<'copied' | 'selected'> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Permission refused or an insecure page: select the text instead.
  }
  if (fallback) selectContents(fallback);
  return 'selected';
}

/** Selects an element's text (a field's value) for copying by hand. */
export function selectContents(el: HTMLElement): void {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    el.focus();
    el.select();
    return;
  }
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(el);
  selection.removeAllRanges();
  selection.addRange(range);
}
