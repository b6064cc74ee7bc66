import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n.ts';
import { CodeBlock } from './code-block.tsx';

const CODE = 'curl https://example.test/in.php -F key=KEY';

function show(language: 'en' | 'ru' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <CodeBlock code={CODE} title="solve.sh" testId="block" />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.getSelection()?.removeAllRanges();
});

describe('CodeBlock', () => {
  it('shows the code under its title with a Copy button in the page language', () => {
    show('ru');
    const block = screen.getByTestId('block');
    expect(block.querySelector('.code-figure__title')?.textContent).toBe('solve.sh');
    expect(block.querySelector('pre')?.textContent).toBe(CODE);
    expect(screen.getByRole('button').textContent).toBe('Копировать');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves the title out when there is none', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <CodeBlock code={CODE} />
      </I18nextProvider>,
    );
    expect(document.querySelector('.code-figure__title')).toBeNull();
  });

  it('copies the code to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith(CODE);
  });

  it('selects the code and says how to copy it when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Selected: press Ctrl+C to copy');
    expect(window.getSelection()?.toString()).toBe(CODE);
  });
});
