import { TASK_KINDS } from '@crowdsolve/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KIND_ICONS, KindIcon, kindIcon } from './kind-icons.tsx';

describe('captcha type icons', () => {
  afterEach(cleanup);

  it('has an icon for every task kind the engine accepts', () => {
    for (const kind of TASK_KINDS) expect(KIND_ICONS[kind], kind).toBeTypeOf('object');
  });

  it('falls back to a puzzle piece for a kind it does not know', () => {
    expect(kindIcon('some_new_captcha')).toBe(kindIcon('geetest'));
  });

  it('renders as decoration: an svg hidden from screen readers, in a small tile when compact', () => {
    const { container } = render(<KindIcon kind="recaptcha_v2" compact />);
    const tile = container.firstElementChild as HTMLElement;
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(tile.className).toBe('kind-icon kind-icon--sm');
    expect(tile.querySelector('svg')).not.toBeNull();
  });
});
