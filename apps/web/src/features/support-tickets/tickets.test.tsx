import type { DeskTicket, Ticket, TicketSummary } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { DeskQueue } from './desk-queue.tsx';
import { DeskTicketView } from './desk-ticket.tsx';
import { DeskWaiting } from './desk-waiting.tsx';
import { MyTicket, MyTickets } from './my-tickets.tsx';
import { NewTicketForm } from './new-ticket.tsx';

afterEach(() => cleanup());

const AT = '2026-11-20T10:00:00.000Z';

function summary(id: number, overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id,
    subject: `Ticket ${id}`,
    category: 'payment',
    status: 'open',
    createdAt: AT,
    updatedAt: AT,
    lastMessageAt: AT,
    messageCount: 1,
    ...overrides,
  };
}

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ...summary(5, { status: 'waiting', messageCount: 2 }),
    task: { id: 42, kind: 'image_text', status: 'solved', createdAt: AT },
    payment: null,
    botConversation: null,
    messages: [
      {
        id: 1,
        kind: 'reply',
        author: 'user',
        authorEmail: null,
        body: 'My task was wrong',
        attachments: [
          {
            id: 'a'.repeat(22),
            contentType: 'image/png',
            byteSize: 2048,
            url: '/files/x/1920.webp',
            thumbUrl: '/files/x/640.webp',
          },
        ],
        createdAt: AT,
      },
      { id: 2, kind: 'reply', author: 'staff', authorEmail: null, body: 'Refunded.', attachments: [], createdAt: AT },
    ],
    ...overrides,
  };
}

describe('the user’s tickets', () => {
  it('lists the tickets with their status, and says when there are none', async () => {
    const { unmount } = renderApp({
      path: '/support/tickets',
      element: <MyTickets />,
      user: makeUser(),
      handler: (c) =>
        c.url.startsWith('/api/v2/support/tickets')
          ? json({
              records: [summary(3, { status: 'waiting', messageCount: 2 }), summary(2, { status: 'closed' })],
              totalCount: 2,
            })
          : undefined,
    });
    const table = await screen.findByTestId('tickets-table');
    expect(within(table).getByRole('link', { name: 'Ticket 3' }).getAttribute('href')).toBe('/support/tickets/3');
    expect(table.querySelector('[data-ticket="3"] [data-status]')?.textContent).toBe('Waiting for your reply');
    expect(table.querySelector('[data-ticket="2"] [data-status]')?.textContent).toBe('Closed');
    expect(within(table).getByText('2 messages')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 tickets');
    unmount();

    renderApp({
      path: '/support/tickets',
      element: <MyTickets />,
      user: makeUser(),
      language: 'ru',
      handler: (c) => (c.url.startsWith('/api/v2/support/tickets') ? json({ records: [], totalCount: 0 }) : undefined),
    });
    expect((await screen.findByTestId('tickets-empty')).textContent).toBe('У вас пока нет обращений.');
  });

  it('opens a ticket from a bot hand-over about one of the user’s tasks', async () => {
    const { calls, router } = renderApp({
      path: '/support/tickets/new?botThread=thread_0123456789ab&from=bot&subject=Wrong%20answer&category=api&body=Bot%3A%20try%20reportbad',
      routes: [
        { path: '/support/tickets/new', element: <NewTicketForm /> },
        { path: '/support/tickets/:id', element: <p data-testid="opened">opened</p> },
      ],
      user: makeUser(),
      handler: (c) => {
        if (c.url === '/api/v2/support/references') {
          return json({
            tasks: [{ id: 42, kind: 'image_text', status: 'solved', createdAt: AT }],
            payments: [{ id: 9, method: 'card', status: 'paid', amountMicros: 10_000_000, createdAt: AT }],
          });
        }
        if (c.method === 'POST' && c.url === '/api/v2/support/tickets') return json(ticket({ id: 77 }));
        return undefined;
      },
    });
    expect(screen.getByText(/conversation with the support bot/)).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Wrong answer');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('api');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Bot: try reportbad');
    const picker = screen.getByTestId('ticket-reference') as HTMLSelectElement;
    await waitFor(() => expect(picker.querySelectorAll('option').length).toBe(3));
    expect(picker.textContent).toContain('Payment #9: $10.00 (paid)');
    fireEvent.change(picker, { target: { value: 'task:42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await screen.findByTestId('opened');
    expect(router.state.location.pathname).toBe('/support/tickets/77');
    expect(callsTo(calls, 'POST', '/api/v2/support/tickets')[0]?.body).toEqual({
      subject: 'Wrong answer',
      category: 'api',
      body: 'Bot: try reportbad',
      taskId: 42,
      paymentId: null,
      attachmentIds: [],
      botThread: 'thread_0123456789ab',
    });
  });

  it('shows the bot conversation the ticket was opened from', async () => {
    const conversation = {
      threadId: 'thread_0123456789ab',
      entries: [
        {
          question: 'How do I report a wrong answer?',
          answered: true,
          sources: [{ title: 'Reporting answers', path: '/support/faq/12', quote: 'Call reportbad.' }],
          askedAt: AT,
        },
        { question: 'Why was my refund late?', answered: false, sources: [], askedAt: AT },
      ],
    };
    renderApp({
      path: '/support/tickets/5',
      element: <MyTicket id={5} />,
      user: makeUser(),
      handler: (c) =>
        c.url === '/api/v2/support/tickets/5' ? json(ticket({ botConversation: conversation })) : undefined,
    });
    const box = await screen.findByTestId('ticket-bot-conversation');
    expect(within(box).getByRole('heading', { name: 'Conversation with the bot' })).toBeTruthy();
    expect(box.textContent).toContain('2 questions asked before the ticket was opened.');
    expect(within(box).getByRole('link', { name: 'Reporting answers' }).getAttribute('href')).toBe('/support/faq/12');
    expect(box.textContent).toContain('Call reportbad.');
    expect(box.textContent).toContain('Why was my refund late?');
    expect(box.textContent).toContain('The bot did not know the answer.');
  });

  it('refuses an empty form before sending', async () => {
    const { calls } = renderApp({
      path: '/support/tickets/new',
      element: <NewTicketForm />,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/support/references' ? json({ tasks: [], payments: [] }) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(document.querySelector('[data-field-error="subject"]')).toBeTruthy());
    expect(document.querySelector('[data-field-error="body"]')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/support/tickets')).toEqual([]);
  });

  it('shows the thread with its files, replies and closes', async () => {
    let current = ticket();
    const { calls } = renderApp({
      path: '/support/tickets/5',
      element: <MyTicket id={5} />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'POST' && c.url === '/api/v2/support/tickets/5/messages') {
          current = { ...current, status: 'open' };
          return json(current);
        }
        if (c.method === 'POST' && c.url === '/api/v2/support/tickets/5/close') {
          current = { ...current, status: 'closed' };
          return json(current);
        }
        return c.url === '/api/v2/support/tickets/5' ? json(current) : undefined;
      },
    });
    const thread = await screen.findByTestId('ticket-thread');
    const items = thread.querySelectorAll('li[data-author]');
    expect(items[0]?.textContent).toContain('You');
    expect(items[1]?.textContent).toContain('Crowdsolve support');
    expect(within(thread).getByRole('img', { name: 'Attached image 1' }).getAttribute('src')).toBe('/files/x/640.webp');
    expect(screen.getByTestId('ticket-task').textContent).toBe('Task #42 (image_text, solved)');
    expect(screen.getByTestId('ticket-status-help').textContent).toMatch(/closes by itself after a week/);

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v2/support/tickets/5/messages')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/v2/support/tickets/5/messages')[0]?.body).toEqual({
      body: 'Thanks',
      attachmentIds: [],
    });
    fireEvent.click(await screen.findByTestId('ticket-close'));
    await waitFor(() => expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('closed'));
    expect(screen.getByLabelText('Reply to open the ticket again')).toBeTruthy();
  });
});

describe('the staff desk', () => {
  const moderator = makeUser({ permissions: { moderator: true }, profile: { userType: null, systemMessage: null } });

  it('filters the queue through the address bar and shows each ticket’s wait', async () => {
    const since = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const { calls } = renderApp({
      path: '/editor/support/tickets?status=open&assigned=me',
      element: <DeskQueue />,
      user: moderator,
      handler: (c) =>
        c.url.startsWith('/api/v2/staff/support/tickets')
          ? json({
              records: [
                {
                  ...summary(8),
                  userId: 3,
                  userEmail: 'ann@example.com',
                  assigneeId: null,
                  assigneeEmail: null,
                  waitingSince: since,
                },
              ],
              totalCount: 1,
            })
          : undefined,
    });
    const table = await screen.findByTestId('desk-table');
    expect(table.querySelector('[data-column="age"]')?.textContent).toBe('3 hours');
    expect(table.querySelector('[data-column="assignee"]')?.textContent).toBe('Nobody');
    expect(calls[0]?.url).toBe('/api/v2/staff/support/tickets?page=0&assigned=me&status=open');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'api' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('category=api'));
  });

  it('shows notes and the user’s context beside the thread, and sends a note as internal', async () => {
    const desk: DeskTicket = {
      ...ticket(),
      messages: [
        ...ticket().messages,
        {
          id: 3,
          kind: 'note',
          author: 'staff',
          authorEmail: 'mod@example.com',
          body: 'Webhook late',
          attachments: [],
          createdAt: AT,
        },
      ],
      userId: 3,
      userEmail: 'ann@example.com',
      assigneeId: null,
      assigneeEmail: null,
      waitingSince: AT,
      user: {
        id: 3,
        email: 'ann@example.com',
        userType: 'customer',
        language: 'ru',
        balanceMicros: 12_500_000,
        heldMicros: 0,
        tasks: [{ id: 42, kind: 'image_text', status: 'solved', createdAt: AT }],
        payments: [],
        otherTickets: [],
      },
      staff: [{ id: 11, email: 'mod@example.com' }],
    };
    const { calls } = renderApp({
      path: '/editor/support/tickets/5',
      element: <DeskTicketView id={5} />,
      user: moderator,
      handler: (c) => {
        if (c.url === '/api/v2/staff/support/canned') {
          return json({ records: [{ id: 1, title: 'Refund', body: 'Refunds take a day.', updatedAt: AT }] });
        }
        if (c.method === 'POST' && c.url === '/api/v2/staff/support/tickets/5/messages') return json(desk);
        if (c.method === 'PUT' && c.url === '/api/v2/staff/support/tickets/5/assignee') return json(desk);
        return c.url === '/api/v2/staff/support/tickets/5' ? json(desk) : undefined;
      },
    });
    const note = (await screen.findByTestId('ticket-thread')).querySelector('[data-kind="note"]');
    expect(note?.textContent).toContain('Internal note');
    expect(note?.textContent).toContain('mod@example.com');
    expect(screen.getByTestId('desk-balance').textContent).toBe('$12.50');
    expect(screen.getByTestId('desk-tasks').textContent).toContain('Task #42');

    fireEvent.change(await screen.findByTestId('desk-canned'), { target: { value: '1' } });
    expect((screen.getByLabelText('Reply to the user') as HTMLTextAreaElement).value).toBe('Refunds take a day.');
    fireEvent.click(screen.getByLabelText('Internal note'));
    fireEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v2/staff/support/tickets/5/messages')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/v2/staff/support/tickets/5/messages')[0]?.body).toEqual({
      body: 'Refunds take a day.',
      attachmentIds: [],
      internal: true,
    });
    fireEvent.change(screen.getByTestId('desk-assignee'), { target: { value: '11' } });
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v2/staff/support/tickets/5/assignee')[0]?.body).toEqual({ assigneeId: 11 }),
    );
  });

  it('tells the staff home how many tickets wait and how many nobody took', async () => {
    renderApp({
      path: '/p/moderator',
      element: <DeskWaiting />,
      user: moderator,
      language: 'ru',
      handler: (c) =>
        c.url.startsWith('/api/v2/staff/support/tickets')
          ? json({ records: [], totalCount: c.url.includes('unassigned') ? 2 : 5 })
          : undefined,
    });
    const line = await screen.findByTestId('desk-waiting');
    await waitFor(() => expect(line.textContent).toBe('5 обращений ждут поддержку (2 без исполнителя)'));
    expect(within(line).getAllByRole('link')[1]?.getAttribute('href')).toBe(
      '/editor/support/tickets?status=open&assigned=unassigned',
    );
  });
});
