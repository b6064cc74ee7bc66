import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { ItemQueue, ReviewQueue } from './moderation.tsx';
import { makeModerationItem, makeReview } from './testing.ts';

afterEach(() => cleanup());

const moderator = () => makeUser({ permissions: { moderator: true } });
const DECISION = '/api/v2/moderation/software/4587/decision';

describe('moderation', () => {
  it('rejecting an item needs a reason; the reason goes with the decision', async () => {
    let decided = false;
    const { calls } = renderApp({
      path: '/software/moderation',
      element: <ItemQueue />,
      user: moderator(),
      handler: (c) => {
        if (c.url.startsWith('/api/v2/moderation/software?')) {
          return json(decided ? { records: [], totalCount: 0 } : { records: [makeModerationItem()], totalCount: 1 });
        }
        if (c.method === 'POST' && c.url === DECISION) {
          decided = true;
          return json({
            id: 1,
            softId: 4587,
            decision: 'reject',
            reason: 'x',
            actorId: 1,
            actorEmail: 'm@x',
            at: '2026-11-24T10:00:00.000Z',
          });
        }
        return undefined;
      },
    });
    expect((await screen.findByTestId('queue-count')).textContent).toBe('1 item waits for a decision.');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why: the developer or the reviewer reads it.')).toBeTruthy();
    expect(callsTo(calls, 'POST', DECISION)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The logo is not yours.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(calls, 'POST', DECISION)).toHaveLength(1));
    expect(callsTo(calls, 'POST', DECISION)[0]?.body).toEqual({ decision: 'reject', reason: 'The logo is not yours.' });
    expect((await screen.findByText('0 items wait for a decision.')).textContent).toBeTruthy();
  });

  it('shows a change of a published item: which fields change and what is published now', async () => {
    const live = makeModerationItem({ status: 'published', shortDescription: 'Old words', categories: ['seo'] });
    const change = makeModerationItem({
      status: 'published',
      changePending: true,
      shortDescription: 'New words',
      changedFields: ['shortDescription', 'logoFileId'],
      live,
    });
    renderApp({
      path: '/software/moderation',
      element: <ItemQueue />,
      user: moderator(),
      handler: (c) =>
        c.url.startsWith('/api/v2/moderation/software?') ? json({ records: [change], totalCount: 1 }) : undefined,
    });
    const diff = await screen.findByTestId('change-diff');
    expect(diff.textContent).toContain('A change of a published item');
    expect(diff.querySelector('[data-field="shortDescription"]')?.textContent).toBe(
      'Short description (shown in the list)Published now: Old words',
    );
    expect(diff.querySelector('[data-field="logoFileId"]')?.textContent).toBe('LogoNew images (see below)');
    expect(screen.getByText('New words')).toBeTruthy();
  });

  it('approves a review without a reason', async () => {
    const path = '/api/v2/moderation/reviews/5/decision';
    const { calls } = renderApp({
      path: '/editor/reviews/moderation',
      element: <ReviewQueue />,
      user: moderator(),
      handler: (c) => {
        if (c.url.startsWith('/api/v2/moderation/reviews?')) {
          const review = {
            ...makeReview(5, { status: 'pending' }),
            authorId: 9,
            authorEmail: 'c@example.com',
            softwareName: 'Captcha Helper',
            softwareSlug: 'captcha-helper',
          };
          return json({ records: [review], totalCount: 1 });
        }
        if (c.method === 'POST' && c.url === path) return json(makeReview(5));
        return undefined;
      },
    });
    await screen.findByText('Works well, review 5');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(calls, 'POST', path)[0]?.body).toEqual({ decision: 'approve', reason: '' }));
  });
});
