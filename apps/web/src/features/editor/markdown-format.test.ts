import { describe, expect, it } from 'vitest';
import { altFromName, applyFormat, insertImage } from './markdown-format.ts';

describe('the Markdown toolbar', () => {
  it('wraps the selection, or a placeholder, and selects what is inside', () => {
    expect(applyFormat('a word b', 2, 6, 'bold', 'x')).toEqual({ value: 'a **word** b', start: 4, end: 8 });
    expect(applyFormat('ab', 1, 1, 'italic', 'text')).toEqual({ value: 'a_text_b', start: 2, end: 6 });
    expect(applyFormat('see docs', 4, 8, 'link', 'x')).toEqual({
      value: 'see [docs](https://)',
      start: 11,
      end: 19,
    });
    expect(applyFormat('x = 1', 0, 5, 'code', 'c').value).toBe('`x = 1`');
    expect(applyFormat('a\nb', 0, 3, 'code', 'c').value).toBe('```\na\nb\n```\n');
  });

  it('prefixes whole lines for headings and lists', () => {
    expect(applyFormat('one\ntwo', 5, 5, 'heading', 'h').value).toBe('one\n## two');
    expect(applyFormat('one\ntwo', 0, 7, 'list', 'i').value).toBe('- one\n- two');
  });

  it('inserts an image as a paragraph of its own, not inside the table above', () => {
    const text = '| a |\n|---|\n| 1 |\n';
    expect(insertImage(text, text.length, text.length, 'shot', '/f/1.webp').value).toBe(
      '| a |\n|---|\n| 1 |\n\n![shot](/f/1.webp)',
    );
    expect(insertImage('', 0, 0, 'a]b', '/f').value).toBe('![ab](/f)');
    expect(altFromName('my_screen-shot.PNG')).toBe('my screen shot');
  });
});
