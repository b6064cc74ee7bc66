import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../profile/testing.tsx';
import { ArticleView } from './article-view.tsx';
import { makeArticle } from './testing.ts';

afterEach(() => cleanup());

describe('the public article page', () => {
  it('gives editors the way to the same article in editor mode, and visitors none', () => {
    const element = <ArticleView article={makeArticle({ kind: 'tutorial' })} />;
    const moderator = makeUser({ permissions: { admin: false, moderator: true } });
    renderApp({ path: '/h/first-call', element, user: moderator });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor/h/first-call/edit');
    expect(screen.getByRole('link', { name: 'Editor view' }).getAttribute('href')).toBe('/editor/h/first-call');
    cleanup();
    renderApp({ path: '/h/first-call', element, user: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your first call');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: /All tutorials/ }).getAttribute('href')).toBe('/h');
  });
});
