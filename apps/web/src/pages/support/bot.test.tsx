import type { BotAskReply, BotMessage, BotThread, BotThreadListReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SupportBotThreadsPage } from '../staff/support-bot-threads.tsx';
import { SupportBotPage } from './bot.tsx';

afterEach(cleanup);
beforeEach(() => window.sessionStorage.clear());

const THREAD = 'thread-aaaaaaaaaaaaaaaa';

const message = (id: number, over: Partial<BotMessage> = {}): BotMessage => ({
  id,
  question: 'Where is my API key?',
  answered: true,
  sources: [
    {
      source: 'faq',
      title: 'Where is my API key?',
      heading: null,
      path: '/support/faq/1',
      quote: 'It is on your Dashboard and your Profile.',
    },
    {
      source: 'tutorial',
      title: 'Your API key and first request',
      heading: 'Get the key',
      path: '/h/api-key-first-request#get-the-key',
      quote: 'Open your profile.',
    },
  ],
  helpful: null,
  mark: null,
  askedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

function renderChat(handler: (c: ApiCall) => Response | undefined) {
  return renderApp({
    routes: [{ path: '/support/bot', element: <SupportBotPage /> }],
    path: '/support/bot',
    user: null,
    handler,
  });
}

const ask = (question: string) => {
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

describe('the support bot page', () => {
  it('asks signed out, shows the quoted passages with their links, and takes "was this helpful?"', async () => {
    const { calls } = renderChat((c) => {
      if (c.method === 'POST' && c.url === '/api/v1/support/bot/ask') {
        return json({
          threadId: THREAD,
          message: message(7),
          ticketPath: `/support/tickets/new?botThread=${THREAD}`,
        } satisfies BotAskReply);
      }
      if (c.method === 'PUT' && c.url === '/api/v1/support/bot/messages/7/helpful')
        return json(message(7, { helpful: true }));
      return undefined;
    });
    ask('Where is my API key?');
    const exchange = await screen.findByText('Here is what I found (2 sources):');
    expect(callsTo(calls, 'POST', '/api/v1/support/bot/ask')[0]?.body).toMatchObject({
      question: 'Where is my API key?',
      language: 'en',
    });
    const answer = exchange.closest('li') as HTMLElement;
    expect(within(answer).getByText('It is on your Dashboard and your Profile.')).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'Where is my API key?' }).getAttribute('href')).toBe(
      '/support/faq/1',
    );
    expect(
      within(answer).getByRole('link', { name: 'Your API key and first request — Get the key' }).getAttribute('href'),
    ).toBe('/h/api-key-first-request#get-the-key');
    fireEvent.click(within(answer).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v1/support/bot/messages/7/helpful')[0]?.body).toEqual({
        threadId: THREAD,
        helpful: true,
      }),
    );
    await screen.findByText('Thank you for the feedback.');
    expect(window.sessionStorage.getItem('crowdsolve.supportBot.thread')).toBe(THREAD);
  });

  it('offers a ticket with the conversation when it does not know, and continues the thread', async () => {
    const { calls } = renderChat((c) =>
      c.method === 'POST' && c.url === '/api/v1/support/bot/ask'
        ? json({
            threadId: THREAD,
            message: message(8, { question: 'Weather?', answered: false, sources: [] }),
            ticketPath: `/support/tickets/new?botThread=${THREAD}`,
          } satisfies BotAskReply)
        : undefined,
    );
    ask('What is the weather in Paris?');
    const ticket = await screen.findByTestId('bot-ticket');
    // The new ticket gets the thread and is filled in with the conversation.
    const href = new URL(ticket.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/support/tickets/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      botThread: THREAD,
      from: 'bot',
      subject: 'Weather?',
      body: 'My conversation with the support bot:\n\nQ: Weather?\nBot: did not know',
    });
    expect(screen.getByText(/I don't know the answer/)).toBeTruthy();
    ask('And tomorrow?');
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v1/support/bot/ask')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/v1/support/bot/ask')[1]?.body).toMatchObject({ threadId: THREAD });
  });

  it('refuses a question under 3 characters without asking', async () => {
    const { calls } = renderChat(() => undefined);
    ask('hi');
    await screen.findByText('Write at least 3 characters.');
    expect(callsTo(calls, 'POST', '/api/v1/support/bot/ask')).toHaveLength(0);
  });
});

describe('the bot threads for staff', () => {
  const thread: BotThread = {
    id: THREAD,
    language: 'en',
    userId: 12,
    userEmail: 'asker@example.com',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:01:00.000Z',
    messages: [message(7), message(8, { question: 'Weather?', answered: false, sources: [] })],
    ticketPath: `/support/tickets/new?botThread=${THREAD}`,
  };
  const list: BotThreadListReply = {
    filter: 'all',
    total: 1,
    page: 0,
    pageSize: 20,
    threads: [
      {
        id: THREAD,
        language: 'en',
        userId: 12,
        userEmail: null,
        firstQuestion: 'Where is my API key?',
        messageCount: 2,
        unansweredCount: 1,
        goodCount: 0,
        badCount: 0,
        unratedCount: 2,
        updatedAt: '2026-11-25T10:01:00.000Z',
      },
    ],
  };

  it('filters threads, opens one and marks an answer', async () => {
    const { calls } = renderApp({
      routes: [{ path: '/p/support-bot-threads', element: <SupportBotThreadsPage /> }],
      path: '/p/support-bot-threads',
      user: makeUser({ permissions: { moderator: true } }),
      handler: (c) => {
        if (c.method === 'GET' && c.url.startsWith('/api/v1/staff/support-bot/threads?')) return json(list);
        if (c.method === 'GET' && c.url === `/api/v1/staff/support-bot/threads/${THREAD}`) return json(thread);
        if (c.method === 'PUT' && c.url === '/api/v1/staff/support-bot/messages/7/mark')
          return json(message(7, { mark: 'bad' }));
        return undefined;
      },
    });
    await screen.findByRole('link', { name: 'Where is my API key?' });
    expect(screen.getByText(/user #12 · 2 questions · 1 not answered · 2 not marked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marked bad' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('filter=bad'))).toBe(true));
    fireEvent.click(await screen.findByRole('link', { name: 'Where is my API key?' }));
    const opened = await screen.findByRole('heading', { name: 'Conversation' });
    const section = opened.closest('section') as HTMLElement;
    expect(within(section).getByText('The bot did not know and offered a ticket.')).toBeTruthy();
    // The signed-in asker by their email (user #12 above: an account without one).
    expect(within(section).getByText(/asker@example\.com/)).toBeTruthy();
    fireEvent.click(within(section).getAllByRole('button', { name: 'Bad answer' })[0] as HTMLElement);
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v1/staff/support-bot/messages/7/mark')[0]?.body).toEqual({ mark: 'bad' }),
    );
  });
});
