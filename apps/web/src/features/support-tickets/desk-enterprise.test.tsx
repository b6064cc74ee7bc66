import type { DeskTicket } from '@crowdsolve/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeUser, renderApp } from '../profile/testing.tsx';
import { DeskTicketView } from './desk-ticket.tsx';

afterEach(() => cleanup());

const AT = '2026-11-20T10:00:00.000Z';

function desk(enterpriseUntil: string | null): DeskTicket {
  return {
    id: 5,
    subject: 'Webhook late',
    category: 'api',
    status: 'open',
    createdAt: AT,
    updatedAt: AT,
    lastMessageAt: AT,
    messageCount: 1,
    task: null,
    payment: null,
    botConversation: null,
    messages: [
      { id: 1, kind: 'reply', author: 'user', authorEmail: null, body: 'Late', attachments: [], createdAt: AT },
    ],
    userId: 3,
    userEmail: 'big@example.com',
    assigneeId: 11,
    assigneeEmail: 'vera@example.com',
    waitingSince: AT,
    user: {
      id: 3,
      email: 'big@example.com',
      userType: 'customer',
      language: 'en',
      balanceMicros: 0,
      heldMicros: 0,
      tasks: [],
      payments: [],
      otherTickets: [],
      enterpriseUntil,
    },
    staff: [{ id: 11, email: 'vera@example.com' }],
  };
}

describe('the desk and the enterprise plan', () => {
  it('shows beside the thread that the user holds the enterprise plan, and until when', async () => {
    renderApp({
      path: '/editor/support/tickets/5',
      element: <DeskTicketView id={5} />,
      user: makeUser({ permissions: { moderator: true } }),
      handler: (c) =>
        c.url === '/api/v2/staff/support/tickets/5' ? json(desk('2026-12-25T00:00:00.000Z')) : json({ records: [] }),
    });
    expect((await screen.findByTestId('desk-enterprise')).textContent).toBe(
      'until Dec 25, 2026: their new tickets go to their named contact',
    );
    expect(screen.getByText('Enterprise plan')).toBeTruthy();
  });

  it('shows nothing of it for other users', async () => {
    renderApp({
      path: '/editor/support/tickets/5',
      element: <DeskTicketView id={5} />,
      user: makeUser({ permissions: { moderator: true } }),
      handler: (c) => (c.url === '/api/v2/staff/support/tickets/5' ? json(desk(null)) : json({ records: [] })),
    });
    await screen.findByTestId('desk-context');
    expect(screen.queryByTestId('desk-enterprise')).toBeNull();
  });
});
