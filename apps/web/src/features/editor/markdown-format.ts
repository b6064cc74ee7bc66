/** The Markdown toolbar's edits: pure functions of the text and its selection. */

export type FormatKind = 'bold' | 'italic' | 'link' | 'heading' | 'code' | 'list';

export interface TextEdit {
  value: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

function wrap(value: string, start: number, end: number, before: string, after: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return { value: next, start: start + before.length, end: start + before.length + selected.length };
}

function prefixLines(value: string, start: number, end: number, prefix: (i: number) => string): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(lineStart, end);
  const lines = block.split('\n').map((line, i) => prefix(i) + line);
  const replaced = lines.join('\n');
  const next = value.slice(0, lineStart) + replaced + value.slice(end);
  return { value: next, start: lineStart, end: lineStart + replaced.length };
}

export function applyFormat(
  value: string,
  start: number,
  end: number,
  kind: FormatKind,
  placeholder: string,
): TextEdit {
  switch (kind) {
    case 'bold':
      return wrap(value, start, end, '**', '**', placeholder);
    case 'italic':
      return wrap(value, start, end, '_', '_', placeholder);
    case 'link': {
      const text = value.slice(start, end) || placeholder;
      const inserted = `[${text}](https://)`;
      const next = value.slice(0, start) + inserted + value.slice(end);
      const urlAt = start + text.length + 3;
      return { value: next, start: urlAt, end: urlAt + 'https://'.length };
    }
    case 'heading':
      return prefixLines(value, start, end, () => '## ');
    case 'list':
      return prefixLines(value, start, end, () => '- ');
    case 'code': {
      const selected = value.slice(start, end);
      if (selected.includes('\n')) {
        const lead = start > 0 && value[start - 1] !== '\n' ? '\n' : '';
        return wrap(value, start, end, `${lead}\`\`\`\n`, '\n```\n', placeholder);
      }
      return wrap(value, start, end, '`', '`', placeholder);
    }
  }
}

/** `![alt](url)` at the cursor (replacing the selection), as a paragraph of its own (blank lines around). */
export function insertImage(value: string, start: number, end: number, alt: string, url: string): TextEdit {
  const safeAlt = alt.replace(/[[\]]/g, '');
  const newlinesBefore = start === 0 ? 2 : (value.slice(0, start).match(/\n*$/)?.[0].length ?? 0);
  const newlinesAfter = end === value.length ? 2 : (value.slice(end).match(/^\n*/)?.[0].length ?? 0);
  const before = '\n'.repeat(Math.max(0, 2 - newlinesBefore));
  const after = '\n'.repeat(Math.max(0, 2 - newlinesAfter));
  const image = `![${safeAlt}](${url})`;
  const next = value.slice(0, start) + before + image + after + value.slice(end);
  const caret = start + before.length + image.length;
  return { value: next, start: caret, end: caret };
}

/** A file's name as an image's alt text: without its extension, separators as spaces. */
export function altFromName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
