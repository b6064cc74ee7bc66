import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveSearch, SEARCH_DEBOUNCE_MS, SearchField } from './search-field.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(text = '', submitLabel?: string) {
  const onSearch = vi.fn();
  const props = { onSearch, min: 3, max: 100, label: 'Search', placeholder: 'Find…', shortHint: 'Type 3 or more.' };
  const view = render(<SearchField {...props} text={text} submitLabel={submitLabel} />);
  const rerender = (next: string) => view.rerender(<SearchField {...props} text={next} submitLabel={submitLabel} />);
  return { onSearch, rerender, box: screen.getByRole('searchbox') as HTMLInputElement };
}

const pause = () => act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

describe('SearchField', () => {
  it('a search is trimmed, and none under the minimum', () => {
    expect(effectiveSearch('  captcha ', 3)).toBe('captcha');
    expect(effectiveSearch(' ab ', 3)).toBe('');
  });

  it('searches once typing pauses, not on every key', () => {
    const { onSearch, box } = show();
    expect(box.getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Search')).toBe(box);
    fireEvent.change(box, { target: { value: 'cap' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    fireEvent.change(box, { target: { value: 'captcha ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('captcha');
  });

  it('under the minimum: the hint shows and nothing is searched', () => {
    const { onSearch, box } = show();
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(screen.getByText('Type 3 or more.')).toBeTruthy();
    pause();
    fireEvent.submit(box);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('Enter searches at once; emptying the box clears the search', () => {
    const { onSearch, box, rerender } = show();
    fireEvent.change(box, { target: { value: 'proxy' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenLastCalledWith('proxy');
    rerender('proxy');
    pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: '' } });
    pause();
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('follows the search in the address bar (back and forward)', () => {
    const { onSearch, box, rerender } = show('first');
    expect(box.value).toBe('first');
    rerender('second');
    expect(box.value).toBe('second');
    pause();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('with a Search button: disabled under the minimum, a click searches at once', () => {
    const { onSearch, box } = show('', 'Go');
    const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledWith('abc');
  });
});
